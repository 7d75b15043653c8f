/**
 * Every PDF the functions make (contracts, salary slips, certificates, the identity card, the
 * customers' rosters) comes from here: pdfmake with the Montserrat TTFs shipped in
 * `functions/assets/fonts` (OFL, see OFL.txt there), so Finnish, Swedish and Cyrillic letters render.
 *
 * A document reads no file but those fonts and fetches no URL: the definitions are built from our
 * own data with text and tables only (no images, no links to load), and pdfmake's own standard
 * fonts are never asked for.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PdfPrinter from 'pdfmake';
import type { Content, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import type { FileAnswer } from '@vuoro/domain';

export type { Content } from 'pdfmake/interfaces';

const FONT_FILE = 'Montserrat_400Regular.ttf';

/** `functions/assets/fonts`, found upwards from this file (the bundle in `lib/`, the sources under `src/lib/pdf`). */
function fontsDir(): string {
  let dir = __dirname;
  for (;;) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, FONT_FILE))) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`pdf: the Montserrat fonts (assets/fonts/${FONT_FILE}) were not found above ${__dirname}`);
    dir = parent;
  }
}

let printer: PdfPrinter | null = null;
function pdfPrinter(): PdfPrinter {
  if (printer) return printer;
  const dir = fontsDir();
  const fonts: TFontDictionary = {
    Montserrat: {
      normal: join(dir, 'Montserrat_400Regular.ttf'),
      bold: join(dir, 'Montserrat_700Bold.ttf'),
      italics: join(dir, 'Montserrat_400Regular_Italic.ttf'),
      bolditalics: join(dir, 'Montserrat_700Bold_Italic.ttf'),
    },
  };
  printer = new PdfPrinter(fonts);
  return printer;
}

/**
 * The screens keep a range together with word joiners (U+2060, `1.1.\u2060–\u206015.1.`), which
 * Montserrat has no glyph for: pdfkit would draw its missing-glyph box there. A PDF's table cells
 * wrap on their own, so the joiners are dropped from every text of a definition, including what
 * the header and footer functions return.
 */
export function withoutWordJoiners<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u2060', '') as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => withoutWordJoiners((value as (...a: unknown[]) => unknown)(...args))) as T;
  if (Array.isArray(value)) return value.map(withoutWordJoiners) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutWordJoiners(v)])) as T;
  return value;
}

/** Renders a definition to the PDF's bytes. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = pdfPrinter().createPdfKitDocument(withoutWordJoiners(definition));
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface AgencyDocumentOptions {
  /** The document's title: its first heading and the PDF's Title. */
  title: string;
  /** The language the text is in (the PDF's Lang), e.g. 'fi'. */
  language: string;
  content: Content[];
  /** The PDF's Subject (optional). */
  subject?: string;
  /** "Page {page} / {pages}" in the document's language; the default is "{page} / {pages}". */
  pageLabel?: (page: number, pages: number) => string;
  /** A4 portrait unless given (the identity card uses a card-sized page). */
  pageSize?: TDocumentDefinitions['pageSize'];
  pageMargins?: TDocumentDefinitions['pageMargins'];
}

/** The agency's name on every document's header and as the PDF's author. */
export const PDF_AUTHOR = 'Vuoro';

/**
 * An agency document: A4, the agency's name at the top of every page, the page number and count
 * at the bottom, the title as the first heading, Montserrat 10 pt, and the PDF's metadata.
 */
export function agencyDocument(options: AgencyDocumentOptions): TDocumentDefinitions {
  const small = options.pageSize !== undefined && options.pageSize !== 'A4';
  return {
    pageSize: options.pageSize ?? 'A4',
    pageMargins: options.pageMargins ?? (small ? [12, 12, 12, 12] : [48, 64, 48, 56]),
    info: { title: options.title, author: PDF_AUTHOR, subject: options.subject ?? options.title, creator: PDF_AUTHOR },
    language: options.language,
    defaultStyle: { font: 'Montserrat', fontSize: small ? 8 : 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: small ? 11 : 18, bold: true, margin: [0, 0, 0, small ? 4 : 12] },
      heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      muted: { color: '#475569', fontSize: small ? 7 : 9 },
      tableHeader: { bold: true, fillColor: '#e2e8f0' },
    },
    header: small ? undefined : () => ({ text: PDF_AUTHOR, bold: true, color: '#1e3a8a', margin: [48, 28, 48, 0], fontSize: 12 }),
    footer: small
      ? undefined
      : (page: number, pages: number) => ({
          text: options.pageLabel ? options.pageLabel(page, pages) : `${page} / ${pages}`,
          alignment: 'right',
          style: 'muted',
          margin: [48, 16, 48, 0],
        }),
    content: [{ text: options.title, style: 'title' }, ...options.content],
  };
}

/**
 * A table that runs over pages: the header row repeats on every page and a row never splits.
 * Cells are plain strings (numbers formatted by the caller, in the document's language).
 */
export function pdfTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  widths?: readonly (number | '*' | 'auto')[],
): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: widths ? [...widths] : headers.map(() => '*'),
      body: [headers.map((h) => ({ text: h, style: 'tableHeader' })), ...rows.map((r) => [...r])],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 8],
  };
}

/** Label–value pairs as two borderless columns (the terms of a contract, the facts of a slip). */
export function pdfFacts(pairs: readonly (readonly [string, string])[]): Content {
  return {
    table: {
      widths: ['auto', '*'],
      dontBreakRows: true,
      body: pairs.map(([label, value]) => [{ text: label, bold: true }, value]),
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 8],
  };
}

/** A PDF route's answer (`file: true` contracts): the bytes, their type and the file's name. */
export function pdfAnswer(bytes: Buffer, fileName: string): FileAnswer {
  return { bytes: new Uint8Array(bytes), contentType: 'application/pdf', fileName };
}
