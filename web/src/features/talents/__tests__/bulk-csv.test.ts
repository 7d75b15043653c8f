import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CSV_COLUMNS, parseTalentsCsv, talentsCsv, type CsvTalent } from '../lib/bulk-csv';

const header = Object.fromEntries(CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as CsvTalent;
const blank = Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as CsvTalent;

describe('talent CSV export', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const text = talentsCsv([{ ...blank, name: 'Äijä Ämmälä', phone: '+358 40 123 4567' }], header);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.map((c) => c.toUpperCase()).join(';'));
    expect(lines[1]).toBe('Äijä Ämmälä;;;+358 40 123 4567;;;;;');
    expect(lines[2]).toBe('');
    expect(text.slice(1).replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('quotes a field holding ;, " or a line break, and reads back intact (Cyrillic too)', () => {
    const tricky: CsvTalent = {
      ...blank,
      name: 'Олена Коваленко',
      location: 'Helsinki; Espoo',
      tags: '#"Hygieniapassi"',
      latestNote: 'rivi 1\nrivi 2',
      languages: 'ukraina, suomi',
    };
    const text = talentsCsv([tricky], header);
    expect(text).toContain('"Helsinki; Espoo"');
    expect(text).toContain('"#""Hygieniapassi"""');
    expect(text).toContain('"rivi 1\nrivi 2"');
    const rows = parseTalentsCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(CSV_COLUMNS.map((c) => tricky[c]));
    // Any CSV reader given the separator agrees (papaparse's own guess included).
    expect(Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data[1]![0]).toBe('Олена Коваленко');
  });

  it('defuses a value Excel would run as a formula, but not a phone number', () => {
    const text = talentsCsv([{ ...blank, name: '=HYPERLINK("x")', email: '@x', location: '-1+2', phone: '-' }], header);
    const row = parseTalentsCsv(text)[1]!;
    expect(row[0]).toBe(`'=HYPERLINK("x")`);
    expect(row[2]).toBe(`'@x`);
    expect(row[4]).toBe(`'-1+2`);
  });
});
