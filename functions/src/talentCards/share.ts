import { createHash, randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import type { Context } from 'hono';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  deleteTalentCardShare,
  getSharedTalentCards,
  postTalentCardShare,
  routes,
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
 * - GET /cards/shared/:token (anyone with the link): the cards as they are now; 404 notFound,
 *   410 expired or revoked. Never cached. (The page at the link gets Hosting's referrer policy,
 *   strict-origin-when-cross-origin: the token never leaves in a referrer.)
 * Tokens are never logged.
 */
export function createCardsApp(now: () => Date = () => new Date()) {
  return createApi(
    [
      route(postTalentCardShare, async ({ body }, c) => {
        const admin = caller(c);
        const { talentIds, recipient, days } = body;
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
        const refuse = (code: SharedCardError) => c.json({ error: code, code }, code === 'notFound' ? 404 : 410);
        if (!/^[A-Za-z0-9_-]{20,100}$/.test(params.token)) return refuse('notFound');
        const snap = await db().collection(TALENT_CARD_SHARES).doc(tokenHash(params.token)).get();
        if (!snap.exists) return refuse('notFound');
        const expiresAt = (snap.get('expiresAt') as Timestamp).toDate();
        const revokedAt = (snap.get('revokedAt') as Timestamp | null)?.toDate() ?? null;
        const state = shareState({ expiresAt, revokedAt }, now());
        if (state !== 'active') return refuse(state);
        const ids = snap.get('talentIds') as string[];
        const docs = await db().getAll(...ids.map((id) => db().collection('talentCards').doc(id)));
        const cards: SharedTalentCard[] = [];
        for (const doc of docs) {
          if (!doc.exists) continue; // a talent deleted since the link was made
          const parsed = talentCard.safeParse({ ...doc.data(), id: doc.id });
          if (!parsed.success) continue;
          cards.push({ ...parsed.data, photo: await photoDataUrl(parsed.data.photo) });
        }
        const answer: SharedTalentCardsResponse = {
          recipient: snap.get('recipient') as string,
          expiresAt: expiresAt.toISOString(),
          cards,
        };
        return answer;
      }),
    ],
    { name: 'cards' },
  );
}

/** Node (req, res) listener for `onRequest`. */
export const cardsListener = getRequestListener(createCardsApp().fetch);
