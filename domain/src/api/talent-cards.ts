import { z } from 'zod';
import { docId, optionalText, requiredText } from '../entities/common';
import { talentCard } from '../entities/talent-card';
import { firestoreDate } from '../firestore';
import { validationMessages as m } from '../texts/messages';
import { endpoint } from './staff/endpoint';

/**
 * Sharing talent cards with a customer (spec section 1: "talent cards"; issue 5 item 5). The
 * spec names the cards and nothing of sharing; our decision: an admin creates a link for one or
 * more talents' cards, for a named recipient, valid 1–30 days (14 by default). The link carries
 * a 256-bit random token; only its SHA-256 is stored (`talentCardShares/{sha256}`), so a
 * database read never gives a working link. Anyone holding an unexpired, unrevoked link sees the
 * cards as they are now (later edits show), through the `cards` function — never Firestore. An
 * admin revokes a link at any time.
 */
export const TALENT_CARD_SHARE_DAYS = { default: 14, min: 1, max: 30 } as const;
export const TALENT_CARD_SHARE_MAX_TALENTS = 20;

/** `talentCardShares/{sha256 of the token}`: written by the function only; admins and my read. */
export const talentCardShare = z.object({
  talentIds: z.array(docId).min(1).max(TALENT_CARD_SHARE_MAX_TALENTS),
  recipient: requiredText(200),
  createdBy: docId,
  createdByName: optionalText(),
  created: z.date(),
  expiresAt: z.date(),
  revokedAt: z.date().nullable(),
  revokedBy: docId.nullable(),
  /** The assignment the shortlist was made from (its presented talents), or null. */
  assignmentId: docId.nullable().default(null),
  /** Whether the customer sees surnames in full (the agency's choice per link; see `talentCard`). */
  fullNames: z.boolean().default(false),
  /**
   * The customer's "Interested" marks in force, by talent id: when and the short message. A
   * summary the function keeps beside `marks/{talentId}` (the record of each mark) in the same
   * transaction, so the recruiter's lists read it with the link they already read.
   */
  interest: z.record(z.string(), z.object({ at: z.date(), message: z.string().nullable() })).default({}),
});
export type TalentCardShare = z.infer<typeof talentCardShare>;

/** POST /cards/shares (admin). */
export const createTalentCardShareBody = z.object({
  talentIds: z
    .array(docId)
    .min(1, { error: m.fieldRequired })
    .max(TALENT_CARD_SHARE_MAX_TALENTS, { error: m.invalidValue })
    .transform((ids) => [...new Set(ids)]),
  recipient: requiredText(200),
  days: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(TALENT_CARD_SHARE_DAYS.min, { error: m.invalidValue })
    .max(TALENT_CARD_SHARE_DAYS.max, { error: m.invalidValue })
    .default(TALENT_CARD_SHARE_DAYS.default),
  /** Shared from an assignment's presented talents: the customer's marks show on its rows. */
  assignmentId: docId.nullish().transform((v) => v ?? null),
  fullNames: z.boolean({ error: m.invalidValue }).default(false),
});
export type CreateTalentCardShareBody = z.input<typeof createTalentCardShareBody>;

export const createTalentCardShareResponse = z.object({
  id: z.string(),
  token: z.string(),
  path: z.string(),
  expiresAt: z.iso.datetime(),
});
export type CreateTalentCardShareResponse = z.infer<typeof createTalentCardShareResponse>;

/** A card as the customer sees it: the card's fields; the photo as a data URL when it could be read. */
export const sharedTalentCard = talentCard
  .omit({ photo: true, shortName: true })
  .extend({ photo: z.string().nullable(), interested: z.boolean().default(false), message: z.string().nullable().default(null) });
export type SharedTalentCard = z.infer<typeof sharedTalentCard>;

/** GET /cards/shared/{token} (no sign-in). */
export const sharedTalentCardsResponse = z.object({
  recipient: z.string(),
  expiresAt: z.iso.datetime(),
  cards: z.array(sharedTalentCard),
});
export type SharedTalentCardsResponse = z.infer<typeof sharedTalentCardsResponse>;

/** Why a shared link shows no cards (the body's `code`; HTTP 404 for notFound, 410 otherwise). */
export const SHARED_CARD_ERRORS = ['notFound', 'expired', 'revoked'] as const;
export type SharedCardError = (typeof SHARED_CARD_ERRORS)[number];

/**
 * A link's `interest` summary as a client reads it (Timestamps become dates; a malformed entry is
 * left out): talent id → when the customer marked it and the message.
 */
export const cardInterest = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((raw) => {
    const out: Record<string, { at: Date; message: string | null }> = {};
    for (const [talentId, value] of Object.entries(raw)) {
      const parsed = z.object({ at: firestoreDate, message: z.string().nullish() }).safeParse(value);
      if (parsed.success) out[talentId] = { at: parsed.data.at, message: parsed.data.message ?? null };
    }
    return out;
  });

/** A card's "Interested" mark: the longest optional message, in characters. */
export const CARD_MARK_MESSAGE_MAX = 300;
/** How often one link may change its marks: at most `limit` in `windowMs` (a customer toggles a few). */
export const CARD_MARK_RATE = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

/** PUT /cards/shared/{token}/marks/{talentId}: the customer's "Interested", on or off, with a short message. */
export const cardMarkBody = z.object({
  interested: z.boolean({ error: m.invalidValue }),
  message: optionalText(CARD_MARK_MESSAGE_MAX),
});
export type CardMarkBody = z.input<typeof cardMarkBody>;
export const cardMarkResponse = z.object({ interested: z.boolean(), message: z.string().nullable() });
export type CardMarkResponse = z.infer<typeof cardMarkResponse>;
/** Why a mark was refused beyond the link's own state: a talent not on this link (404), too many changes (429). */
export const CARD_MARK_ERRORS = ['notOnLink', 'tooMany'] as const;
export type CardMarkError = (typeof CARD_MARK_ERRORS)[number];

/** Whether a share shows its cards at `now`, and if not, why. */
export function shareState(share: Pick<TalentCardShare, 'expiresAt' | 'revokedAt'>, now: Date): 'active' | 'expired' | 'revoked' {
  if (share.revokedAt) return 'revoked';
  return share.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The share's expiry: `days` whole days from `now`. */
export function shareExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

// ── The `cards` function's routes (behind the Hosting rewrite `/cards/**`) ──────────────────

export const postTalentCardShare = endpoint({
  method: 'POST',
  path: '/cards/shares',
  access: 'recruiter',
  summary: "A link to the given talents' cards for a recipient; the token is answered once, only its hash is stored.",
  body: createTalentCardShareBody,
  response: createTalentCardShareResponse,
});

export const deleteTalentCardShare = endpoint({
  method: 'DELETE',
  path: '/cards/shares/{id}',
  access: 'recruiter',
  summary: 'Revokes a link (idempotent); `id` is the stored hash. 404 for an unknown link.',
  params: z.object({ id: z.string().max(200) }),
  response: null,
});

export const putCardMark = endpoint({
  method: 'PUT',
  path: '/cards/shared/{token}/marks/{talentId}',
  access: 'anyone',
  summary:
    'The customer marks a talent of the link "Interested" (with an optional message) or takes it back; rate-limited per link. 404 notFound or notOnLink, 410 expired or revoked, 429 tooMany.',
  params: z.object({ token: z.string().max(200), talentId: z.string().max(128) }),
  body: cardMarkBody,
  response: cardMarkResponse,
});

export const getSharedTalentCards = endpoint({
  method: 'GET',
  path: '/cards/shared/{token}',
  access: 'anyone',
  summary: 'The cards of a link, as they are now; 404 notFound, 410 expired or revoked.',
  params: z.object({ token: z.string().max(200) }),
  response: sharedTalentCardsResponse,
});
