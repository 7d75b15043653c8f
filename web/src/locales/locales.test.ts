// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIds, SUPPORTED_LANGUAGES } from '@vuoro/domain';

const dir = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('..', import.meta.url));

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}
const load = (lng: string, ns: string) => flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')));
/** i18next's plural suffixes (with `count`). */
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const baseKeys = (o: Record<string, unknown>) => [...new Set(Object.keys(o).map((k) => PLURAL.exec(k)?.[1] ?? k))].sort();
const namespaces = readdirSync(join(dir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('translations: every key in every language', () => {
  it('each language has exactly the same namespace files', () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(
        readdirSync(join(dir, lng))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        lng,
      ).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const english = load('en', ns);
    it.each(SUPPORTED_LANGUAGES)('%s has every key, none empty, no extra', (lng) => {
      const other = load(lng, ns);
      // A plural key (`x_one`, `x_few`, …) counts once, as `x`; each language has its own forms.
      expect(baseKeys(other)).toEqual(baseKeys(english));
      const empty = Object.entries(other).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty).toEqual([]);
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.filter((c) => c !== 'zero' && c !== 'two');
      const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of Object.entries(english)) {
        const plural = PLURAL.exec(key);
        if (!plural) {
          expect(placeholders(other[key]), `${lng} ${ns}:${key}`).toEqual(placeholders(text));
          continue;
        }
        for (const c of categories) {
          expect(placeholders(other[`${plural[1]}_${c}`]), `${lng} ${ns}:${plural[1]}_${c}`).toEqual(placeholders(text));
        }
      }
    });
  });

  it('every screen has a name (used by navigation and pending pages)', () => {
    const common = load('en', 'common');
    for (const id of routeIds) expect(common[`screens.${id}`], id).toBeTruthy();
  });

  it("every literal t('…') key in the web source exists in English", () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        const path = join(d, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk(src);
    const missing: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$`]+)'/g)) {
        const raw = m[1]!;
        const [ns, key] = raw.includes(':') ? raw.split(':', 2) : ['common', raw];
        const english = namespaces.includes(ns!) ? load('en', ns!) : {};
        if (english[key!] === undefined && english[`${key!}_other`] === undefined)
          missing.push(`${file.replace(src, '')}: ${raw}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
