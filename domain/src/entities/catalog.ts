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
