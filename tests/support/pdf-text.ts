import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/** What a test reads from a PDF: its pages' text (joined with newlines), page count and metadata title. */
export interface PdfText {
  text: string;
  pages: string[];
  title: string | undefined;
  language: string | undefined;
}

/** Reads a PDF's text with a real PDF text extractor (pdf.js through unpdf), as a reader's app would. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<PdfText> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const pdf = await getDocumentProxy(data);
  const { text } = await extractText(pdf, { mergePages: false });
  const meta = await getMeta(pdf);
  const info = meta.info as { Title?: string; Language?: string };
  return { text: text.join('\n'), pages: text, title: info.Title, language: info.Language };
}
