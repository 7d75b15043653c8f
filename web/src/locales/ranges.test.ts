// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@vuoro/domain';
import { formatRange, RANGE_DASH } from '@/lib/format';

/**
 * A range a translation writes itself (`{{from}}–{{to}}`: times, dates, "Showing 1–10") keeps the
 * dash between WORD JOINERs like `formatRange`, so it never breaks across lines at 360 px. In the
 * JSON they are written `\u2060`, visible to whoever edits the text.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}
const texts = (lng: string) =>
  readdirSync(join(dir, lng))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      flatten(JSON.parse(readFileSync(join(dir, lng, f), 'utf8'))).map(([key, text]) => ({ key: `${f}:${key}`, text })),
    );

/** A dash between two placeholders, however spaced or joined. */
const RANGE_IN_TEXT = /\}\}[\s\u2060]*[-–—][\s\u2060]*\{\{/g;

describe('translations: a range between two values never breaks', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: every {{from}}–{{to}} has word joiners round its en dash', (lng) => {
    const ranges = texts(lng).flatMap(({ key, text }) => [...text.matchAll(RANGE_IN_TEXT)].map((m) => ({ key, range: m[0] })));
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.filter(({ range }) => range !== `}}${RANGE_DASH}{{`)).toEqual([]);
  });

  it('the Ukrainian conflict warning reads its times as one unbroken range', async () => {
    const calendar = JSON.parse(readFileSync(join(dir, 'uk', 'calendar.json'), 'utf8')) as Record<string, unknown>;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'uk', resources: { uk: { calendar } }, interpolation: { escapeValue: false } });
    const said = i18n.t('calendar:conflict.shift', {
      place: 'Hotelli Aurora, keittiö',
      day: 'пт 27.11.',
      from: '7.00',
      to: '15.00',
    });
    expect(said).toBe(`Hotelli Aurora, keittiö, пт 27.11. ${formatRange('7.00', '15.00')}`);
  });
});
