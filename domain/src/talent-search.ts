import cyrillicToTranslit from 'cyrillic-to-translit-js';
import { DEFAULT_PHONE_PREFIX } from './constants';
import { fold } from './matching';

/**
 * Finding a talent by what a recruiter remembers or hears: first name, last name, both in either
 * order, email or phone, across Latin and Cyrillic spellings (Oksana ↔ Оксана, Serhii ↔ Сергій ↔
 * Sergei ↔ Сергей). One matcher serves the talent list's name filter and the assignment's talent
 * search.
 *
 * How: both sides become a few "spelling keys". A text is transliterated with the Ukrainian and
 * the Russian tables of `cyrillic-to-translit-js` (Latin text passes through unchanged), folded
 * (lower case, no diacritics: Äijä → aija, ё → е, й → и) and then loosened where Ukrainian,
 * Russian, Finnish and English spellings of one name differ: г is h in Ukrainian and g in
 * Russian (Serhii, Sergei), х is kh or h, ж zh or ž, j and y stand for one sound, a name ends in
 * -ii, -iy, -yi, -ei or -ey, letters double or not (Yuliia, Julia). A query word matches when one
 * of its keys occurs in one of the talent's keys (or in the email): a few more hits than an
 * exact search, never a miss for a spelling the tables know.
 *
 * Indexing runs once per talent document; a keystroke runs only `includes` over the prepared
 * keys, so 10 000 talents filter within a frame.
 */

const tables = [cyrillicToTranslit({ preset: 'uk' }), cyrillicToTranslit({ preset: 'ru' })];

/** The loosened Latin form of one folded word (see above). */
function loosen(word: string): string {
  return word
    .replace(/shch|sch/g, 's')
    .replace(/zh/g, 'z')
    .replace(/sh/g, 's')
    .replace(/ch|ts|tz/g, 'c')
    .replace(/kh/g, 'h')
    .replace(/h/g, 'g')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/j/g, 'y')
    .replace(/(?:iy|yi|ii|ei|ey|yy)$/, 'i')
    .replace(/(.)\1+/g, '$1');
}

function key(text: string): string {
  return fold(text).split(' ').map(loosen).join(' ');
}

/** The distinct spelling keys of a text: as written (folded), and its Ukrainian and Russian transliterations. */
export function spellingKeys(text: string): string[] {
  const keys = new Set<string>([fold(text), key(text)]);
  for (const table of tables) keys.add(key(table.transform(text)));
  keys.delete('');
  return [...keys];
}

/**
 * A phone number's national digits ("+358 40 123 4567", "00358401234567" and "040 123 4567" all
 * give "0401234567"); a number of another country keeps its digits with the country code.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/^\s*(?:\+|00)/, '+').replace(/[^\d+]/g, '');
  const prefix = DEFAULT_PHONE_PREFIX; // "+358"
  if (digits.startsWith(prefix)) return `0${digits.slice(prefix.length)}`;
  return digits.replace(/\+/g, '');
}

/** What a talent can be found by. */
export interface SearchableTalent {
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneNumber?: string | null;
}

/** A talent's prepared search keys (made once per document). */
export interface TalentSearchIndex {
  /** "first last" in each spelling. */
  names: readonly string[];
  email: string;
  /** National digits of the phone ("0401234567"), empty without one. */
  phone: string;
}

export function indexSearchable(talent: SearchableTalent): TalentSearchIndex {
  return {
    names: spellingKeys(`${talent.firstName} ${talent.lastName}`),
    email: fold(talent.email ?? ''),
    phone: talent.phoneNumber ? phoneDigits(talent.phoneNumber) : '',
  };
}

/** A prepared query: each word's spelling keys, or the digits of a phone number. */
export interface TalentQuery {
  words: readonly { raw: string; keys: readonly string[] }[];
  /** Set when the query is a phone number (at least 3 digits and nothing but digits, spaces, +, -, (, )). */
  phone: string | null;
}

const PHONE_QUERY = /^[\d\s+\-().]+$/;

export function parseTalentQuery(text: string): TalentQuery {
  const folded = fold(text);
  const digits = folded.replace(/\D/g, '');
  const phone = PHONE_QUERY.test(folded) && digits.length >= 3 ? phoneDigits(folded) : null;
  const words = folded
    .split(' ')
    .filter(Boolean)
    .map((raw) => ({ raw, keys: spellingKeys(raw) }));
  return { words, phone };
}

/**
 * Whether the talent matches every word of the query (by any spelling of its name, or its email),
 * or, for a phone number, whether its phone contains those digits (with or without the trunk zero).
 */
export function matchesTalentQuery(index: TalentSearchIndex, query: TalentQuery): boolean {
  if (query.phone !== null) {
    if (!index.phone) return false;
    const wanted = query.phone.startsWith('0') ? query.phone.slice(1) : query.phone;
    return index.phone.includes(wanted);
  }
  return query.words.every(
    (word) =>
      (index.email !== '' && index.email.includes(word.raw)) ||
      word.keys.some((k) => index.names.some((name) => name.includes(k))),
  );
}
