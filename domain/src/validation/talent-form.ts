import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { listOf } from '../entities/common';
import { languageSkill, talent } from '../entities/talent';
import { validationMessages as m } from '../texts/messages';
import { phoneField } from './phone';

/**
 * Latin script, plus what every script shares (digits, punctuation, symbols, spaces) and
 * combining marks: "Café manager, 5 yrs – HACCP" passes, "Кухар" does not.
 */
const LATIN_TEXT = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** Whether a text is written in Latin characters only. */
export function isLatinText(text: string): boolean {
  return LATIN_TEXT.test(text);
}

/** An English text field of the profile: Latin characters only. */
export function englishText(max: number) {
  return z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: m.textTooLong })
    .refine(isLatinText, { error: m.latinCharactersOnly })
    .nullish();
}

/**
 * The recruiter's (and talent's own) talent profile form. First name, last name, email and
 * phone are required; at least one language with its proficiency; the profile's English texts
 * (the talent document holds English; other languages go to the i18n subcollection) must be
 * in Latin characters.
 */
export const talentForm = talent.omit({ id: true, created: true, updated: true, added: true }).extend({
  phoneNumber: phoneField,
  languages: listOf(languageSkill, 30).min(1, { error: m.languageRequired }),
  shortDescription: englishText(500),
  about: englishText(TEXT_LIMITS.long),
  presentation: englishText(TEXT_LIMITS.long),
  skills: englishText(TEXT_LIMITS.long),
});
export type TalentForm = z.infer<typeof talentForm>;
export type TalentFormInput = z.input<typeof talentForm>;
