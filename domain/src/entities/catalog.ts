import { z } from 'zod';
import { docId, optionalText, requiredText } from './common';

/** A tag recruiters put on talents, collection `tags`. */
export const tag = z.object({ id: docId, name: requiredText(100) });
export type Tag = z.infer<typeof tag>;

/** An industry, collection `industries`. */
export const industry = z.object({ id: docId, name: requiredText() });
export type Industry = z.infer<typeof industry>;

/** An occupation with its name in each language that has one, collection `occupations`. */
export const occupation = z.object({
  id: docId,
  en: requiredText(),
  fi: optionalText(),
  ru: optionalText(),
  uk: optionalText(),
});
export type Occupation = z.infer<typeof occupation>;

/** The occupation's name in `language`, or the English name when it has none. */
export function occupationName(item: Occupation, language: string): string {
  const name = language === 'fi' || language === 'ru' || language === 'uk' ? item[language] : undefined;
  return name || item.en;
}

/** The form of a new or renamed tag (the stored document has only `name`; the id is the document's). */
export const tagForm = tag.omit({ id: true });
/** The form of a new or renamed industry. */
export const industryForm = industry.omit({ id: true });
/** The form of a new or edited occupation (English required, fi/ru/uk optional). */
export const occupationForm = occupation.omit({ id: true });

/** Names compare case- and space-insensitively ("Hygieniapassi" and " hygieniapassi" are the same). */
export function catalogKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi');
}

/**
 * True when another item (not `selfId`) already has `name`, compared with `catalogKey`. Catalogue
 * names must be unique: recruiters pick tags and industries by name, so two "Trukkikortti" tags
 * would split the talents between them.
 */
export function isDuplicateName(name: string, items: readonly { id: string; name: string }[], selfId?: string): boolean {
  const key = catalogKey(name);
  return key !== '' && items.some((item) => item.id !== selfId && catalogKey(item.name) === key);
}
