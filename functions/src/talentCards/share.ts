import { createHash, randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import type { Context } from 'hono';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  CARD_MARK_RATE,
  type CardMarkError,
  type CardMarkResponse,
  deleteTalentCardShare,
  getSharedTalentCards,
  postTalentCardShare,
  putCardMark,
  routes,
  sharedCardName,
  shareExpiry,
  shareState,
  talentCard,
  type CreateTalentCardShareResponse,
  type SharedCardError,
  type SharedTalentCard,
  type SharedTalentCardsResponse,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { createApi, route } from '../lib/api/app';
import { ApiFailure, fieldFailure } from '../lib/api/errors';
import { caller } from '../lib/api/guard';
import { log } from '../lib/log';
import { takeSlot } from '../lib/rate-limit';

/** Admin-SDK-only collection of card links; its documents are named by the token's SHA-256. */
export const TALENT_CARD_SHARES = 'talentCardShares';

/** A photo larger than this is left out of the shared card rather than inlined. */
const MAX_INLINE_PHOTO_BYTES = 1_500_000;

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The card's photo (a Storage path) as a data URL, or null. Storage errors (object not found,
 * unauthorized, unknown) are logged and the photo is treated as absent (spec section 8). In the
 * local emulators without a Storage emulator there is no bucket to ask: absent.
 */
async function photoDataUrl(path: string | null | undefined): Promise<string | null> {
  if (!path) return null;
  if (/^(https?:|data:)/.test(path)) return null; // only our own Storage objects are inlined
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return null;
  try {
    const file = getStorage().bucket().file(path);
    const [meta] = await file.getMetadata();
    const type = String(meta.contentType ?? '');
    if (!type.startsWith('image/') || Number(meta.size ?? 0) > MAX_INLINE_PHOTO_BYTES) return null;
    const [bytes] = await file.download();
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch (error) {
    log.warn('talent card photo unavailable', { message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
}

/**
 * The `cards` function, behind the Hosting rewrite `/cards/**` (paths keep the prefix):
 * - POST /cards/shares (admin): a link to the given talents' cards for a recipient, valid for
 *   the given days; answers the token once — only its hash is stored.
 * - DELETE /cards/shares/:id (admin): revokes a link (idempotent); :id is the stored hash.
 * - GET /cards/shared/:token (anyone with the link): the cards as they are now, in the link's
 *   order, each with the customer's "Interested" mark; 404 notFound, 410 expired or revoked. Never
 *   cached. Surnames show as an initial unless the link was made with full names.
 * - PUT /cards/shared/:token/marks/:talentId (anyone with the link): "Interested" on or off with
 *   an optional message, kept in `talentCardShares/{hash}/marks/{talentId}` (no client rule
 *   matches it) and summarised on the link's `interest` map in one transaction; at most
 *   `CARD_MARK_RATE` changes per link. The recruiter gets no mail: the mark shows on the
 *   assignment's presented talents and in the talent's activity, where they look anyway. (The page at the link gets Hosting's referrer policy,
 *   strict-origin-when-cross-origin: the token never leaves in a referrer.)
 * Tokens are never logged.
 */
export function createCardsApp(now: () => Date = () => new Date()) {
  return createApi(
    [
      route(postTalentCardShare, async ({ body }, c) => {
        const admin = caller(c);
        const { talentIds, recipient, days, assignmentId, fullNames } = body;
        const cards = await db().getAll(...talentIds.map((id) => db().collection('talentCards').doc(id)));
        if (cards.some((s) => !s.exists)) throw fieldFailure('talentIds', 'validation:invalidValue');
        const token = randomBytes(32).toString('base64url');
        const id = tokenHash(token);
        const created = now();
        const expiresAt = shareExpiry(created, days);
        const name = typeof admin.name === 'string' ? admin.name : typeof admin.email === 'string' ? admin.email : null;
        await db()
          .collection(TALENT_CARD_SHARES)
          .doc(id)
          .create({
            talentIds,
            recipient,
            createdBy: admin.uid,
            createdByName: name,
            created: Timestamp.fromDate(created),
            expiresAt: Timestamp.fromDate(expiresAt),
            revokedAt: null,
            revokedBy: null,
            assignmentId,
            fullNames,
            interest: {},
          });
        log.info('talent card link created', { shareId: id.slice(0, 12), by: admin.uid, talents: talentIds.length, days });
        const answer: CreateTalentCardShareResponse = {
          id,
          token,
          path: routes.sharedTalentCard.href({ token }),
          expiresAt: expiresAt.toISOString(),
        };
        noStore(c);
        return c.json(answer, 201);
      }),

      route(deleteTalentCardShare, async ({ params }, c) => {
        const admin = caller(c);
        if (!/^[0-9a-f]{64}$/.test(params.id)) throw new ApiFailure(404, 'Not found');
        const ref = db().collection(TALENT_CARD_SHARES).doc(params.id);
        const found = await db().runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return false;
          if (!snap.get('revokedAt')) tx.update(ref, { revokedAt: Timestamp.fromDate(now()), revokedBy: admin.uid });
          return true;
        });
        if (!found) throw new ApiFailure(404, 'Not found');
        log.info('talent card link revoked', { shareId: params.id.slice(0, 12), by: admin.uid });
        return null;
      }),

      route(getSharedTalentCards, async ({ params }, c) => {
        noStore(c);
        const share = await activeShare(params.token, now());
        if (typeof share === 'string') return refuse(c, share);
        const ids = share.get('talentIds') as string[];
        const interest = (share.get('interest') ?? {}) as Record<string, { message?: string | null }>;
        const fullNames = share.get('fullNames') === true;
        const docs = await db().getAll(...ids.map((id) => db().collection('talentCards').doc(id)));
        const cards: SharedTalentCard[] = [];
        for (const doc of docs) {
          if (!doc.exists) continue; // a talent deleted since the link was made
          const parsed = talentCard.safeParse({ ...doc.data(), id: doc.id });
          if (!parsed.success) continue;
          const { shortName: _short, ...card } = parsed.data;
          const mark = interest[doc.id];
          cards.push({
            ...card,
            talentName: sharedCardName(parsed.data, fullNames),
            photo: await photoDataUrl(parsed.data.photo),
            interested: mark !== undefined,
            message: mark?.message ?? null,
          });
        }
        const answer: SharedTalentCardsResponse = {
          recipient: share.get('recipient') as string,
          expiresAt: (share.get('expiresAt') as Timestamp).toDate().toISOString(),
          cards,
        };
        return answer;
      }),

      route(putCardMark, async ({ params, body }, c) => {
        noStore(c);
        const share = await activeShare(params.token, now());
        if (typeof share === 'string') return refuse(c, share);
        if (!(share.get('talentIds') as string[]).includes(params.talentId)) return refuse(c, 'notOnLink');
        if (!(await takeSlot(`cardMark:${share.id}`, CARD_MARK_RATE.limit, CARD_MARK_RATE.windowMs, now().getTime()))) {
          return refuse(c, 'tooMany');
        }
        const at = Timestamp.fromDate(now());
        const message = body.interested ? (body.message ?? null) : null;
        await db().runTransaction(async (tx) => {
          const fresh = await tx.get(share.ref);
          const state = shareState(shareDates(fresh), now());
          if (state !== 'active') throw new ApiFailure(410, state, undefined, state);
          tx.set(
            share.ref.collection('marks').doc(params.talentId),
            {
              talentId: params.talentId,
              interested: body.interested,
              message,
              changedAt: at,
              ...(body.interested ? { markedAt: at } : {}),
            },
            { merge: true },
          );
          tx.update(
            share.ref,
            new FieldPath('interest', params.talentId),
            body.interested ? { at, message } : FieldValue.delete(),
          );
        });
        log.info('talent card marked', { shareId: share.id.slice(0, 12), interested: body.interested });
        const answer: CardMarkResponse = { interested: body.interested, message };
        return answer;
      }),
    ],
    { name: 'cards' },
  );
}

const shareDates = (snap: DocumentSnapshot) => ({
  expiresAt: (snap.get('expiresAt') as Timestamp).toDate(),
  revokedAt: (snap.get('revokedAt') as Timestamp | null)?.toDate() ?? null,
});

/** The link a token opens while it is active, or why it does not (the token is checked by its hash only). */
async function activeShare(token: string, at: Date): Promise<DocumentSnapshot | SharedCardError> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'notFound';
  const snap = await db().collection(TALENT_CARD_SHARES).doc(tokenHash(token)).get();
  if (!snap.exists) return 'notFound';
  const state = shareState(shareDates(snap), at);
  return state === 'active' ? snap : state;
}

const REFUSAL_STATUS: Record<SharedCardError | CardMarkError, 404 | 410 | 429> = {
  notFound: 404,
  notOnLink: 404,
  expired: 410,
  revoked: 410,
  tooMany: 429,
};
function refuse(c: Context, code: SharedCardError | CardMarkError) {
  return c.json({ error: code, code }, REFUSAL_STATUS[code]);
}

/** Node (req, res) listener for `onRequest`. */
export const cardsListener = getRequestListener(createCardsApp().fetch);
