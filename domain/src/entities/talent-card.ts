import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { availabilityOption, languageLevel, workPermitOption } from '../labels';
import { docId, idName, listOf, optionalText } from './common';

/** A card's language: the code (the reader's language names it) and the level. */
export const cardLanguage = z.object({ language: z.string().max(10), level: languageLevel });

/**
 * The card's work permit: the situation and, for an active permit, its last valid day as an ISO
 * date-time (a card is JSON end to end: the shared link answers it as it is stored). The
 * application date of a permit not yet granted stays off the card.
 */
export const cardWorkPermit = z.object({ status: workPermitOption, validUntil: z.iso.datetime().nullable().default(null) });

/**
 * Talent card, collection `talentCards` (id = talent id): the public summary of a talent that a
 * function denormalises from the talent and its industry.
 *
 * `talentName` is the whole name (the recruiter's card); `shortName` is the first name(s) and
 * the surname's initial ("Olena K."), what a customer's link shows unless the agency chose full
 * names for that link. Our decision (issue 27 item 8): a customer choosing among candidates
 * needs no surname, so by default a shared card names no one in full (data minimisation); the
 * recruiter ticks "full names" on a link when the customer must know who is coming.
 * Nothing private reaches a card: no email, phone, notes, birth date or address beyond the
 * location the talent gave.
 */
export const talentCard = z.object({
  id: docId,
  talentName: optionalText(),
  shortName: optionalText(),
  shortDescription: optionalText(500),
  tags: listOf(idName, 100).default([]),
  photo: optionalText(TEXT_LIMITS.medium),
  industryName: optionalText(),
  location: optionalText(),
  about: optionalText(TEXT_LIMITS.long),
  languages: listOf(cardLanguage, 30).default([]),
  workPermit: cardWorkPermit.nullable().default(null),
  /** Availability options ticked and the weekly hours wanted. */
  availability: z
    .object({ options: listOf(availabilityOption, 20).default([]), weeklyHours: z.number().nullable().default(null) })
    .default({ options: [], weeklyHours: null }),
  /** Driving licence classes as shown (an "other" class by the name the talent gave) and a car in use. */
  driverLicence: z
    .object({ classes: listOf(z.string().max(50), 10).default([]), carInUse: z.boolean().default(false) })
    .default({ classes: [], carInUse: false }),
});
export type TalentCard = z.infer<typeof talentCard>;

/** "Olena K.": the first name(s) and the surname's initial; the first names alone without a surname. */
export function shortTalentName(firstName: unknown, lastName: unknown): string | null {
  const first = typeof firstName === 'string' ? firstName.trim() : '';
  const last = typeof lastName === 'string' ? lastName.trim() : '';
  const initial = last ? `${Array.from(last)[0]!.toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ') || null;
}

/**
 * The name a customer's link shows: the whole name when the agency chose full names, otherwise the
 * short one (a card written before short names existed shows its first word only).
 */
export function sharedCardName(card: Pick<TalentCard, 'talentName' | 'shortName'>, fullNames: boolean): string | null {
  if (fullNames) return card.talentName ?? card.shortName ?? null;
  return card.shortName ?? card.talentName?.trim().split(/\s+/)[0] ?? null;
}
