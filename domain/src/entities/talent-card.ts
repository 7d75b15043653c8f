import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { docId, idName, listOf, optionalText } from './common';

/**
 * Talent card, collection `talentCards` (id = talent id): the public summary of a talent that a
 * function denormalises from the talent and its industry.
 */
export const talentCard = z.object({
  id: docId,
  talentName: optionalText(),
  shortDescription: optionalText(500),
  tags: listOf(idName, 100).default([]),
  photo: optionalText(TEXT_LIMITS.medium),
  industryName: optionalText(),
  location: optionalText(),
  about: optionalText(TEXT_LIMITS.long),
});
export type TalentCard = z.infer<typeof talentCard>;
