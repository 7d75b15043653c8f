import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  ASSIGNMENT_REQUESTS,
  assignmentRequestBody,
  FORMS_MAX_BODY_BYTES,
  FORMS_TOO_MANY,
  HONEYPOT_FIELD,
  registrationDuplicateBody,
  type ApiError,
  type RegistrationDuplicateResponse,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { log } from '../lib/log';
import { takeFormSlot } from './rate-limit';

/**
 * The `forms` function: forms a visitor sends without an account, behind the Hosting rewrite
 * `/forms/**` (paths keep that prefix). No authentication; spam resistance without a third
 * party: a honeypot field and a per-address rate limit (rate-limit.ts).
 *
 * Order of checks: body size (413) → JSON (400) → fields with the domain schema (400 with
 * `validation:` keys; an invalid send does not count, a person may fix and resend) → rate limit
 * (429 `{code:'tooMany'}`) → honeypot (a filled one answers 201 with a made-up id and stores
 * nothing, so a bot cannot tell) → store. Logs carry ids only, never what was sent or the address.
 */
export function createFormsApp() {
  const app = new Hono().basePath('/forms');

  app.post('/assignment-request', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = assignmentRequestBody.safeParse(body.data);
    if (!parsed.success) return invalid(c, parsed.error);
    if (!(await takeFormSlot(clientAddress(c)))) return tooMany(c);
    const { [HONEYPOT_FIELD]: honeypot, ...form } = parsed.data;
    if (honeypot) {
      log.info('assignment request dropped (honeypot)');
      return c.json({ id: db().collection(ASSIGNMENT_REQUESTS).doc().id }, 201);
    }
    const ref = db().collection(ASSIGNMENT_REQUESTS).doc();
    // Firestore refuses `undefined`: absent optional fields are stored as null.
    const stored = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v ?? null]));
    await ref.set({
      ...stored,
      status: 'new',
      convertedJobId: null,
      handledBy: null,
      handledAt: null,
      created: FieldValue.serverTimestamp(),
    });
    log.info('assignment request stored', { id: ref.id });
    return c.json({ id: ref.id }, 201);
  });

  /**
   * A registering talent's email already has an account: the talent profile(s) with that email
   * get `duplicate: true`, which recruiters see on the talent and merge or dismiss. Same checks
   * in the same order as above; the answer is 202 `{received: true}` whether or not a profile has
   * that email, so the endpoint cannot be used to find out who is registered.
   */
  app.post('/registration-duplicate', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = registrationDuplicateBody.safeParse(body.data);
    if (!parsed.success) return invalid(c, parsed.error);
    if (!(await takeFormSlot(clientAddress(c)))) return tooMany(c);
    const received = c.json<RegistrationDuplicateResponse>({ received: true }, 202);
    if (parsed.data[HONEYPOT_FIELD]) {
      log.info('registration duplicate dropped (honeypot)');
      return received;
    }
    const email = parsed.data.email;
    const spellings = [...new Set([email, email.toLowerCase()])];
    const found = await db().collection('talents').where('email', 'in', spellings).limit(20).get();
    for (const doc of found.docs) {
      if (doc.get('duplicate') !== true) await doc.ref.update({ duplicate: true });
    }
    log.info('registration duplicate reported', { flagged: found.docs.map((d) => d.id) });
    return received;
  });

  app.notFound((c) => c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    log.error('forms failure', { path: c.req.path, method: c.req.method, message: err.message });
    return c.json<ApiError>({ error: 'Something went wrong' }, 500);
  });
  return app;
}

/** 400 with each field's `validation:` message. */
function invalid(c: Context, error: z.ZodError): Response {
  return c.json<ApiError>(
    { error: 'Invalid input', issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
    400,
  );
}

/** 429 `{code:'tooMany'}`: the address has used up its window. */
function tooMany(c: Context): Response {
  return c.json<ApiError & { code: string }>({ error: 'Too many requests', code: FORMS_TOO_MANY }, 429);
}

type Body = { ok: true; data: unknown } | { ok: false; response: Response };

/** The JSON body, refused above `FORMS_MAX_BODY_BYTES` whatever the Content-Length says. */
async function readBody(c: Context): Promise<Body> {
  const tooLarge = () => ({ ok: false as const, response: c.json<ApiError>({ error: 'Body too large' }, 413) });
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > FORMS_MAX_BODY_BYTES) return tooLarge();
  const text = await c.req.text();
  if (Buffer.byteLength(text, 'utf8') > FORMS_MAX_BODY_BYTES) return tooLarge();
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: c.json<ApiError>({ error: 'Body must be JSON' }, 400) };
  }
}

/**
 * The caller's address: the first entry of `X-Forwarded-For` (Hosting and Google's front end
 * put the client there), else the socket's address. Used only to key the rate limit.
 */
function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Node (req, res) listener for `onRequest`. */
export const formsListener = getRequestListener(createFormsApp().fetch);
