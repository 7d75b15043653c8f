import Papa from 'papaparse';
import { CSV_BOM, CSV_DELIMITER, CSV_NEWLINE } from '@vuoro/domain';

/**
 * The talent list's CSV export (issue 27 item 3), built with papaparse's `unparse` (a maintained
 * CSV writer: it quotes a field holding the separator, a quote or a line break, and doubles the
 * quotes). This module is loaded only when a recruiter exports, so papaparse never reaches the
 * first bundle or the list's own chunk.
 *
 * The file is UTF-8 with a byte order mark (Excel then reads Ä and Cyrillic right), `;` between
 * fields (Excel in a Finnish Windows expects it: see domain CSV_DELIMITER) and CRLF line ends.
 */

/** The visible columns, in the list's order; every value already in the reader's language. */
export const CSV_COLUMNS = [
  'name',
  'status',
  'email',
  'phone',
  'location',
  'industry',
  'languages',
  'tags',
  'latestNote',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvTalent = Record<CsvColumn, string>;

/**
 * A field that a spreadsheet would run as a formula (`=`, `@`, a tab or a carriage return first,
 * or `+`/`-` followed by anything but a number such as a phone number) gets a leading `'`: a
 * talent typing `=HYPERLINK(…)` as a name must not run in the recruiter's Excel.
 */
const FORMULA = /^[=@\t\r]|^[+-](?![\d ]+$)/;

/** The whole file as text: BOM, a header of `header`'s names, one line per talent. */
export function talentsCsv(talents: readonly CsvTalent[], header: CsvTalent): string {
  const csv = Papa.unparse(
    { fields: CSV_COLUMNS.map((c) => header[c]), data: talents.map((t) => CSV_COLUMNS.map((c) => t[c])) },
    { delimiter: CSV_DELIMITER, newline: CSV_NEWLINE, escapeFormulae: FORMULA },
  );
  return `${CSV_BOM}${csv}${CSV_NEWLINE}`;
}

/** Reads a file `talentsCsv` wrote back into rows of fields (the journey checks the download with it). */
export function parseTalentsCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.startsWith(CSV_BOM) ? text.slice(1) : text, {
    delimiter: CSV_DELIMITER,
    newline: CSV_NEWLINE,
    skipEmptyLines: true,
  });
  return parsed.data;
}

/** Offers `text` to the browser as a download named `fileName`. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
