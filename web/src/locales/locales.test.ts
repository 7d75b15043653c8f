// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { routeIds, SHARED_NAMESPACES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { offerShiftFacts } from '@/features/shifts/model';
import { formatDayInSentence, formatMonthInSentence } from '@/lib/format';

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
  'currency',
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
  'size',
  'pool',
  'customer',
  'period',
  'amount',
  'duration',
  // Counts never followed by a word (pay's "Salary slips made: {{made}} (already made: {{existing}})").
  'made',
  'existing',
  // item 27.8 (shortlist): the customer's message, a language level, a work permit in words
  'message',
  'level',
  'permit',
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
    .filter((line) => /^\|\s*[\w ]+\s*\|\s*(en|fi|sv|uk|ru)\s*\|/.test(line))
    .map((line) => {
      const [term, lng, use, not, where] = line
        .split('|')
        .slice(1, 6)
        .map((cell) => cell.trim());
      // A fifth column names the namespaces a term is held to (the staff side's words); none: all.
      const namespaces = [...(where ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return { term: term!, lng: lng!, use: use!, not: [...not!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!), namespaces };
    });

  it('names every key term in every language', () => {
    for (const term of ['talent', 'assignment', 'shift', 'recruiter', 'agency'])
      expect(
        rows
          .filter((r) => r.term === term)
          .map((r) => r.lng)
          .sort(),
        term,
      ).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s uses no word the glossary rules out, alone or inside a compound', (lng) => {
    const banned = rows
      .filter((r) => r.lng === lng)
      .flatMap((r) => r.not.map((stem) => ({ term: r.term, use: r.use, stem, namespaces: r.namespaces })));
    const found = allTexts(lng).flatMap(({ ns, key, text }) =>
      banned
        .filter(({ namespaces }) => namespaces.length === 0 || namespaces.includes(ns))
        // Anywhere in a word: "Vuoro-arbetspass" and "arbetspass" break the rule as "pass" does.
        .filter(({ stem }) => new RegExp(stem, 'iu').test(text))
        .map(({ term, use, stem }) => `${ns}:${key} says ${stem} for ${term} (use ${use}): ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a ruled-out word inside a compound, not only at the start of a word', () => {
    const pass = rows.find((r) => r.lng === 'sv' && r.term === 'shift')!.not[0]!;
    expect(new RegExp(pass, 'iu').test('Vuoro-arbetspass')).toBe(true);
    expect(new RegExp(pass, 'iu').test('Passiv')).toBe(false);
  });
});

/**
 * Weekday and month names inside a sentence. Finnish, Swedish, Ukrainian and Russian write them
 * lower-case ("Lisää merkintä pe 27.11.", "Hela månaden: november 2026", "середа 26.11."); only
 * a heading that stands alone starts with a capital (`formatDayHeading`, `formatMonthHeading`).
 */
describe('translations: a weekday or month inside a sentence is lower-case', () => {
  const LOWER_CASE_LANGUAGES = ['fi', 'sv', 'uk', 'ru'] as const satisfies readonly SupportedLanguage[];
  const namesOf = (lng: SupportedLanguage): Set<string> => {
    const names = new Set<string>();
    const fmt = (options: Intl.DateTimeFormatOptions, at: number) =>
      new Intl.DateTimeFormat(lng, { ...options, timeZone: 'UTC' }).format(at).toLocaleLowerCase(lng);
    for (let i = 0; i < 7; i++)
      for (const weekday of ['long', 'short'] as const) names.add(fmt({ weekday }, Date.UTC(2026, 0, 5 + i, 12)));
    for (let m = 0; m < 12; m++) {
      names.add(fmt({ month: 'long' }, Date.UTC(2026, m, 15)));
      // The month inside a date ("26 листопада"), the form some languages use there.
      names.add(fmt({ month: 'long', day: 'numeric' }, Date.UTC(2026, m, 15)).replace(/[\d\s.]/g, ''));
    }
    return names;
  };
  /** Capitalised weekday or month names after a text's first word, outside a new sentence. */
  const capitalisedInside = (text: string, lng: SupportedLanguage, names: Set<string>): string[] =>
    [...text.matchAll(/\p{Lu}\p{L}*/gu)]
      .filter((m) => m.index > 0 && !/[.!?]\s+$/u.test(text.slice(0, m.index)))
      .map((m) => m[0])
      .filter((word) => names.has(word.toLocaleLowerCase(lng)));

  it('the check refuses "Koko kuukausi: Marraskuu 2026" and "Lisää merkintä Perjantai 27.11." and lets a heading start with one', () => {
    const fi = namesOf('fi');
    expect(capitalisedInside('Koko kuukausi: Marraskuu 2026', 'fi', fi)).toEqual(['Marraskuu']);
    expect(capitalisedInside('Lisää merkintä Perjantai 27.11.', 'fi', fi)).toEqual(['Perjantai']);
    expect(capitalisedInside('Perjantai 27.11.', 'fi', fi)).toEqual([]);
    expect(capitalisedInside('Додати на Середа 25.11.', 'uk', namesOf('uk'))).toEqual(['Середа']);
  });

  it.each(LOWER_CASE_LANGUAGES)('%s: no text writes a weekday or month with a capital inside a sentence', (lng) => {
    const names = namesOf(lng);
    const wrong = allTexts(lng)
      .filter(({ text }) => capitalisedInside(text, lng, names).length > 0)
      .map(({ ns, key, text }) => `${ns}:${key} = ${text}`);
    expect(wrong).toEqual([]);
  });

  it.each(LOWER_CASE_LANGUAGES)(
    '%s: the texts that take a day or a month, rendered with what the screens give them, have it lower-case',
    async (lng) => {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng,
        fallbackLng: false,
        resources: { [lng]: Object.fromEntries(namespaces.map((ns) => [ns, load(lng, ns)])) },
        keySeparator: false,
        interpolation: { escapeValue: false },
      });
      const names = namesOf(lng);
      // A Thursday, a Sunday and a Monday, in a month whose name is a heading's too.
      const rendered: string[] = [];
      for (const day of ['2026-11-26', '2026-11-29', '2026-11-30']) {
        const shift = i18n.t('shifts:open.shift', offerShiftFacts({ day, ...sampleShift }, lng));
        rendered.push(shift);
        for (const key of ['confirmBook', 'confirmReject', 'booked', 'rejected'])
          rendered.push(i18n.t(`shifts:open.${key}`, { shift }));
        rendered.push(i18n.t('calendar:addOnDay', { date: formatDayInSentence(day, lng) }));
        rendered.push(
          i18n.t('shifts:cancel.confirm', {
            name: sampleShift.placeOfWork.name,
            date: `${formatDayInSentence(day, lng)}${day.slice(0, 4)}`,
            time: '8.00–16.00',
          }),
        );
      }
      rendered.push(i18n.t('calendar:monthView', { what: formatMonthInSentence(2026, 11, lng) }));
      expect(rendered.filter((text) => /\{\{|^[\w:.]+$/.test(text))).toEqual([]);
      expect(rendered.filter((text) => capitalisedInside(text, lng, names).length > 0)).toEqual([]);
    },
  );

  it("no screen puts a heading's capitalised day or month into a sentence (t() takes the sentence helpers)", () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        const path = join(d, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk(src);
    const wrong: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*['`][^'`]+['`]\s*,/g)) {
        // The call's arguments: up to the parenthesis that closes it.
        let depth = 0;
        let end = m.index;
        for (; end < source.length; end++) {
          if (source[end] === '(') depth++;
          else if (source[end] === ')' && --depth === 0) break;
        }
        const call = source.slice(m.index, end + 1);
        if (/formatDayHeading|formatMonthHeading|monthHeading\b/.test(call)) wrong.push(`${file.replace(src, '')}: ${call}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

const sampleShift = {
  start: '2026-11-26T06:00:00.000Z',
  end: '2026-11-26T12:30:00.000Z',
  placeOfWork: { id: 'p1', name: 'Hotelli Aurora, kerrossiivous' },
} as const;
