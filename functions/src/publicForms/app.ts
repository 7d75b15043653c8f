import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  ASSIGNMENT_REQUESTS,
  assignmentRequestBody,
  duplicateEmailKey,
  FORMS_MAX_BODY_BYTES,
  FORMS_TOO_MANY,
  HONEYPOT_FIELD,
  jobInterestBody,
  jobInterestVacancyId,
  REGISTRATION_DUPLICATE_REPORTS,
  registrationDuplicateBody,
  VACANCY_KEYS,
  type ApiError,
  type JobInterestResponse,
  type RegistrationDuplicateResponse,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { clientAddress as addressOf } from '../lib/client-address';
import { log } from '../lib/log';
import { takeFormSlot } from './rate-limit';

/**
 * The `forms` function: forms a visitor sends without an account, behind the Hosting rewrite
 * `/forms/**` (paths keep that prefix). No authentication; spam resistance without a third
 * party: a honeypot field and a per-address rate limit (rate-limit.ts).
 *
 * Order of checks: media type (415 unless `application/json`) → body size (413) → JSON (400) →
 * fields with the domain schema (400 with `validation:` keys; an invalid send does not count, a
 * person may fix and resend) → rate limit (429 `{code:'tooMany'}`) → honeypot (a filled one gets
 * the usual answer, with a made-up id where there is one, and nothing is stored, so a bot cannot
 * tell) → store. Logs carry ids only, never what was sent or the address.
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
   * A registering talent's email already has an account: a report for recruiters is stored in
   * `registrationDuplicateReports` (domain), never written onto a talent, so a visitor cannot
   * change anyone's profile. The talent detail of a profile with that email shows it. Same checks
   * in the same order as above; no talent is looked up, and the answer is 202 `{received: true}`
   * whether or not a profile has that email, so the endpoint cannot tell who is registered.
   */
  app.post('/registration-duplicate', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = registrationDuplicateBody.safeParse(body.data);
    if (!parsed.success) return invalid(c, parsed.error);
    if (!(await takeFormSlot(clientAddress(c)))) return tooMany(c);
    const received = c.json<RegistrationDuplicateResponse>({ received: true }, 202);
    const { [HONEYPOT_FIELD]: honeypot, ...report } = parsed.data;
    if (honeypot) {
      log.info('registration duplicate dropped (honeypot)');
      return received;
    }
    const ref = db().collection(REGISTRATION_DUPLICATE_REPORTS).doc();
    await ref.create({
      ...report,
      emailKey: duplicateEmailKey(report.email),
      status: 'new',
      handledBy: null,
      handledAt: null,
      created: FieldValue.serverTimestamp(),
    });
    log.info('registration duplicate reported', { id: ref.id });
    return received;
  });

  /**
   * A visitor's answer to a published vacancy, stored as `vacancies/{id}/interests/{auto}` (the
   * rules let no client create one). Same checks in the same order as above, then, in one
   * transaction, the vacancy must exist and be published (`p` == true), else 404; its company is
   * the interest's employer. Empty optional answers are left out; `timestamp` is the server's time.
   */
  app.post('/job-interest/:vacancyId', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const vacancyId = jobInterestVacancyId.safeParse(c.req.param('vacancyId'));
    if (!vacancyId.success) return noVacancy(c);
    const parsed = jobInterestBody.safeParse(body.data);
    if (!parsed.success) return invalid(c, parsed.error);
    if (!(await takeFormSlot(clientAddress(c)))) return tooMany(c);
    const { [HONEYPOT_FIELD]: honeypot, ...form } = parsed.data;
    const vacancy = db().collection('vacancies').doc(vacancyId.data);
    const ref = vacancy.collection('interests').doc();
    if (honeypot) {
      log.info('job interest dropped (honeypot)');
      return c.json<JobInterestResponse>({ id: ref.id }, 201);
    }
    const stored = await db().runTransaction(async (tx) => {
      const snap = await tx.get(vacancy);
      if (snap.get(VACANCY_KEYS.published) !== true) return false;
      const company = snap.get(VACANCY_KEYS.company) as unknown;
      const answers = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined && v !== null && v !== ''));
      tx.create(ref, {
        ...answers,
        ...(typeof company === 'string' && company.trim() ? { employer: company.trim() } : {}),
        timestamp: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (!stored) return noVacancy(c);
    log.info('job interest stored', { vacancy: vacancyId.data, id: ref.id });
    return c.json<JobInterestResponse>({ id: ref.id }, 201);
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

/** 404: no published vacancy has that id (a draft answers the same as a missing one). */
function noVacancy(c: Context): Response {
  return c.json<ApiError>({ error: 'No such vacancy' }, 404);
}

/** 429 `{code:'tooMany'}`: the address has used up its window. */
function tooMany(c: Context): Response {
  return c.json<ApiError & { code: string }>({ error: 'Too many requests', code: FORMS_TOO_MANY }, 429);
}

type Body = { ok: true; data: unknown } | { ok: false; response: Response };

/** The media type of a body, without parameters (`application/json; charset=utf-8` → `application/json`). */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The JSON body: refused unless sent as `application/json` (a form post or `text/plain` is how a
 * page on another site sends without asking first), and above `FORMS_MAX_BODY_BYTES` whatever the
 * Content-Length says.
 */
async function readBody(c: Context): Promise<Body> {
  if (mediaType(c.req.header('content-type')) !== 'application/json') {
    return { ok: false, response: c.json<ApiError>({ error: 'Body must be application/json' }, 415) };
  }
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

/** The caller's address as lib/client-address.ts trusts it, to key the rate limit only. */
function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return addressOf({ forwardedFor: c.req.header('x-forwarded-for'), socketAddress: incoming?.socket?.remoteAddress });
}

/** Node (req, res) listener for `onRequest`. */
export const formsListener = getRequestListener(createFormsApp().fetch);
