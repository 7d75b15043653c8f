import { describe, expect, it } from 'vitest';
import { agencyDocument, pdfAnswer, pdfFacts, pdfTable, renderPdf } from '../../functions/src/lib/pdf';
import { pdfText } from '../support/pdf-text';

describe('pdf: the documents the functions make', () => {
  it('renders Finnish, Swedish and Cyrillic letters with the shipped fonts, with title, author and language', async () => {
    const bytes = await renderPdf(
      agencyDocument({
        title: 'Työtodistus – Päivi Åström',
        language: 'fi',
        content: [pdfFacts([['Työntekijä', 'Олена Коваленко']]), { text: 'Ääkköset: äöå ÄÖÅ, українська: їжак ґанок' }],
      }),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = await pdfText(bytes);
    expect(read.title).toBe('Työtodistus – Päivi Åström');
    expect(read.text).toContain('Työtodistus – Päivi Åström');
    expect(read.text).toContain('Олена Коваленко');
    expect(read.text).toContain('äöå ÄÖÅ');
    expect(read.text).toContain('їжак ґанок');
    expect(read.text).toContain('Vuoro');
  });

  it("prints a range the screens join with word joiners without Montserrat's missing-glyph box, in the body and the footer", async () => {
    const bytes = await renderPdf(
      agencyDocument({
        title: 'Palkkalaskelma',
        language: 'fi',
        content: [pdfFacts([['Jakso', '1.1.\u2060–\u206015.1.2026']])],
        pageLabel: (page, pages) => `Sivu\u2060 ${page} / ${pages}`,
      }),
    );
    const read = await pdfText(bytes);
    expect(read.text).toContain('1.1.–15.1.2026');
    expect(read.text).toContain('Sivu 1 / 1');
    expect(read.text).not.toContain(String.fromCharCode(0));
    expect(read.text).not.toContain('\u2060');
  });

  it('runs a long table over pages, repeating its header row, and numbers the pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Vuoro ${i + 1}`, `${i + 1}.1.2026`, '8,00']);
    const bytes = await renderPdf(
      agencyDocument({
        title: 'Palkkalaskelma',
        language: 'fi',
        content: [pdfTable(['Vuoro', 'Päivä', 'Tunnit'], rows)],
        pageLabel: (page, pages) => `Sivu ${page} / ${pages}`,
      }),
    );
    const read = await pdfText(bytes);
    expect(read.pages.length).toBeGreaterThan(1);
    for (const page of read.pages) expect(page).toContain('Tunnit');
    expect(read.pages.at(-1)).toContain(`Sivu ${read.pages.length} / ${read.pages.length}`);
    expect(read.text).toContain('Vuoro 120');
  });

  it("answers a route with the PDF's bytes, type and name", async () => {
    const bytes = await renderPdf(
      agencyDocument({ title: 'Henkilökortti', language: 'fi', content: [], pageSize: { width: 243, height: 153 } }),
    );
    const answer = pdfAnswer(bytes, 'henkilökortti.pdf');
    expect(answer.contentType).toBe('application/pdf');
    expect(answer.fileName).toBe('henkilökortti.pdf');
    expect(answer.bytes.byteLength).toBe(bytes.byteLength);
    expect((await pdfText(answer.bytes)).text).toContain('Henkilökortti');
  });
});
