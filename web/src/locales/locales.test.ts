// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIds, SHARED_NAMESPACES, SUPPORTED_LANGUAGES } from '@vuoro/domain';

const dir = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('..', import.meta.url));

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}
/** The namespaces the functions use too live in the domain (domain/src/texts/<lng>/<ns>.json); i18n.ts serves them. */
const sharedDir = fileURLToPath(new URL('../../../domain/src/texts', import.meta.url));
const shared: readonly string[] = SHARED_NAMESPACES;
const load = (lng: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(shared.includes(ns) ? sharedDir : dir, lng, `${ns}.json`), 'utf8')));
const webNamespaces = readdirSync(join(dir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const namespaces = [...webNamespaces, ...shared];

describe('translations: every key in every language', () => {
  it('each language has exactly the same namespace files', () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(
        readdirSync(join(dir, lng))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        lng,
      ).toEqual(webNamespaces.map((n) => `${n}.json`).sort());
      for (const ns of shared) expect(readdirSync(join(sharedDir, lng)), `${lng} ${ns}`).toContain(`${ns}.json`);
    }
  });

  it('a shared namespace lives only in the domain, not also under web/src/locales', () => {
    expect(shared).toContain('calendarFeed');
    expect(webNamespaces.filter((ns) => shared.includes(ns))).toEqual([]);
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const english = load('en', ns);
    it.each(SUPPORTED_LANGUAGES)('%s has every key, none empty, no extra', (lng) => {
      const other = load(lng, ns);
      // Plural keys differ by language (`_few`, `_many` in uk and ru): compared by their base.
      const bases = (texts: Record<string, unknown>) =>
        [...new Set(Object.keys(texts).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
      expect(bases(other)).toEqual(bases(english));
      const empty = Object.entries(other).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty).toEqual([]);
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        if (other[key] !== undefined) expect(placeholders(other[key]), `${lng} ${ns}:${key}`).toEqual(placeholders(text));
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
        // A plural key exists as its forms (`key_one`, `key_other`); t('key', { count }) picks one.
        if (english[key!] === undefined && english[`${key!}_other`] === undefined)
          missing.push(`${file.replace(src, '')}: ${raw}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * Every placeholder the texts use, by what the code feeds it. A number placeholder followed by a
 * word ("{{days}} days", "{{count}} кандидатів") makes that word agree with the number, so the
 * text must be a plural key (i18next picks `_one`, `_few`, … by `count`). A number standing alone
 * ("Language {{n}}", "Shown: {{count}}") needs no forms. A new placeholder must be named here.
 */
const NUMBER_PLACEHOLDERS = ['count', 'total', 'shown', 'days', 'years', 'hours', 'n', 'min', 'max', 'rank', 'score', 'year'];
const TEXT_PLACEHOLDERS = [
  'assignment',
  'phone',
  'email',
  'date',
  'name',
  'what',
  'who',
  'recipient',
  'roles',
  'screen',
  'company',
  'comment',
  'kept',
  'merged',
  'customers',
  'from',
  'to',
  'language',
  'jobs',
  'job',
  'author',
  'time',
  'place',
  'day',
  'shift',
  'status',
  'title',
  'file',
];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const allTexts = (lng: string) =>
  namespaces.flatMap((ns) => Object.entries(load(lng, ns)).map(([key, text]) => ({ ns, key, text: String(text) })));

describe('translations: numbers read right (plural forms)', () => {
  it('every placeholder is known as a number or a text', () => {
    const unknown = new Set<string>();
    for (const lng of SUPPORTED_LANGUAGES)
      for (const { text } of allTexts(lng))
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g))
          if (!NUMBER_PLACEHOLDERS.includes(name!) && !TEXT_PLACEHOLDERS.includes(name!)) unknown.add(name!);
    expect([...unknown]).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: a number followed by a word is a plural key fed by count', (lng) => {
    const numberBeforeWord = new RegExp(`\\{\\{(${NUMBER_PLACEHOLDERS.join('|')})\\}\\}[\\s\\u00a0]*\\p{L}`, 'u');
    const wrong = allTexts(lng)
      .filter(({ key, text }) => {
        const m = numberBeforeWord.exec(text);
        return m && !(PLURAL_SUFFIX.test(key) && m[1] === 'count');
      })
      .map(({ ns, key, text }) => `${ns}:${key} = ${text}`);
    expect(wrong).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every plural key has exactly the forms the language needs, each with {{count}}', (lng) => {
    const needed = [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    const noCount: string[] = [];
    for (const { ns, key, text } of allTexts(lng)) {
      const m = PLURAL_SUFFIX.exec(key);
      if (!m) continue;
      const base = `${ns}:${key.slice(0, m.index)}`;
      forms.set(base, [...(forms.get(base) ?? []), m[1]!].sort());
      if (!text.includes('{{count}}')) noCount.push(`${ns}:${key}`);
    }
    const wrong = [...forms].filter(([, f]) => f.join() !== needed.join()).map(([base, f]) => `${base}: ${f.join(', ')}`);
    expect(wrong).toEqual([]);
    expect(noCount).toEqual([]);
  });

  it('a text is a plural key in every language or in none (i18next would fall back to another language)', () => {
    const pluralBases = (lng: string) =>
      [
        ...new Set(
          allTexts(lng).flatMap(({ ns, key }) => (PLURAL_SUFFIX.test(key) ? [`${ns}:${key.replace(PLURAL_SUFFIX, '')}`] : [])),
        ),
      ].sort();
    for (const lng of SUPPORTED_LANGUAGES) expect(pluralBases(lng), lng).toEqual(pluralBases('en'));
  });
});

describe('translations: one word per key term (GLOSSARY.md)', () => {
  const rows = readFileSync(join(dir, 'GLOSSARY.md'), 'utf8')
    .split('\n')
    .filter((line) => /^\|\s*\w+\s*\|\s*(en|fi|sv|uk|ru)\s*\|/.test(line))
    .map((line) => {
      const [term, lng, use, not] = line
        .split('|')
        .slice(1, 5)
        .map((cell) => cell.trim());
      return { term: term!, lng: lng!, use: use!, not: [...not!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) };
    });

  it('names every key term in every language', () => {
    for (const term of ['talent', 'assignment', 'shift', 'recruiter'])
      expect(
        rows
          .filter((r) => r.term === term)
          .map((r) => r.lng)
          .sort(),
        term,
      ).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s uses no word the glossary rules out', (lng) => {
    const banned = rows.filter((r) => r.lng === lng).flatMap((r) => r.not.map((stem) => ({ term: r.term, use: r.use, stem })));
    const found = allTexts(lng).flatMap(({ ns, key, text }) =>
      banned
        .filter(({ stem }) => new RegExp(`(?<!\\p{L})${stem}`, 'iu').test(text))
        .map(({ term, use, stem }) => `${ns}:${key} says ${stem} for ${term} (use ${use}): ${text}`),
    );
    expect(found).toEqual([]);
  });
});
