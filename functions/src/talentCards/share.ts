import { createHash, randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  createTalentCardShareBody,
  routes,
  shareExpiry,
  shareState,
  talentCard,
  type ApiError,
  type CreateTalentCardShareResponse,
  type SharedCardError,
  type SharedTalentCard,
  type SharedTalentCardsResponse,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { log } from '../lib/log';
import { parseJson } from '../staffApi/validate';

/** Admin-SDK-only collection of card links; its documents are named by the token's SHA-256. */
export const TALENT_CARD_SHARES = 'talentCardShares';

/** A photo larger than this is left out of the shared card rather than inlined. */
const MAX_INLINE_PHOTO_BYTES = 1_500_000;

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

async function verifiedCaller(c: Context): Promise<DecodedIdToken | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) return null;
  try {
    return await getAuth().verifyIdToken(match[1]!, true);
  } catch {
    return null; // expired, revoked, disabled or not a token: not signed in; never logged
  }
}

/** Admins only: 401 without a valid token, 403 without the admin claim. */
async function requireAdmin(c: Context): Promise<DecodedIdToken | Response> {
  const token = await verifiedCaller(c);
  if (!token) return c.json<ApiError>({ error: 'Unauthorized' }, 401);
  if (token.admin !== true) return c.json<ApiError>({ error: 'Forbidden' }, 403);
  return token;
}

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
  const app = new Hono().basePath('/cards');

  app.post('/shares', async (c) => {
    const caller = await requireAdmin(c);
    if (caller instanceof Response) return caller;
    const input = await parseJson(c, createTalentCardShareBody);
    if (!input.ok) return input.response;
    const { talentIds, recipient, days } = input.data;
    const cards = await db().getAll(...talentIds.map((id) => db().collection('talentCards').doc(id)));
    const missing = cards.filter((s) => !s.exists).map((s) => s.id);
    if (missing.length > 0) {
      return c.json<ApiError>(
        { error: 'Invalid input', issues: [{ path: 'talentIds', message: 'validation:invalidValue' }] },
        400,
      );
    }
    const token = randomBytes(32).toString('base64url');
    const id = tokenHash(token);
    const created = now();
    const expiresAt = shareExpiry(created, days);
    const name = typeof caller.name === 'string' ? caller.name : typeof caller.email === 'string' ? caller.email : null;
    await db()
      .collection(TALENT_CARD_SHARES)
      .doc(id)
      .create({
        talentIds,
        recipient,
        createdBy: caller.uid,
        createdByName: name,
        created: Timestamp.fromDate(created),
        expiresAt: Timestamp.fromDate(expiresAt),
        revokedAt: null,
        revokedBy: null,
      });
    log.info('talent card link created', { shareId: id.slice(0, 12), by: caller.uid, talents: talentIds.length, days });
    const body: CreateTalentCardShareResponse = {
      id,
      token,
      path: routes.sharedTalentCard.href({ token }),
      expiresAt: expiresAt.toISOString(),
    };
    noStore(c);
    return c.json(body, 201);
  });

  app.delete('/shares/:id', async (c) => {
    const caller = await requireAdmin(c);
    if (caller instanceof Response) return caller;
    const id = c.req.param('id');
    if (!/^[0-9a-f]{64}$/.test(id)) return c.json<ApiError>({ error: 'Not found' }, 404);
    const ref = db().collection(TALENT_CARD_SHARES).doc(id);
    const found = await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      if (!snap.get('revokedAt')) tx.update(ref, { revokedAt: Timestamp.fromDate(now()), revokedBy: caller.uid });
      return true;
    });
    if (!found) return c.json<ApiError>({ error: 'Not found' }, 404);
    log.info('talent card link revoked', { shareId: id.slice(0, 12), by: caller.uid });
    return c.body(null, 204);
  });

  app.get('/shared/:token', async (c) => {
    noStore(c);
    const token = c.req.param('token');
    const refuse = (code: SharedCardError) => c.json({ error: code, code }, code === 'notFound' ? 404 : 410);
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return refuse('notFound');
    const snap = await db().collection(TALENT_CARD_SHARES).doc(tokenHash(token)).get();
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
    const body: SharedTalentCardsResponse = {
      recipient: snap.get('recipient') as string,
      expiresAt: expiresAt.toISOString(),
      cards,
    };
    return c.json(body);
  });

  app.notFound((c) => c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    log.error('cards failure', { path: c.req.path.replace(/\/shared\/[^/]+/, '/shared/…'), message: err.message });
    return c.json<ApiError>({ error: 'Something went wrong' }, 500);
  });
  return app;
}

/** Node (req, res) listener for `onRequest`. */
export const cardsListener = getRequestListener(createCardsApp().fetch);
