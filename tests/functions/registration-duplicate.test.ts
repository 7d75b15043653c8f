import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  FORMS_MAX_BODY_BYTES,
  FORMS_RATE_LIMIT,
  REGISTRATION_DUPLICATE_REPORTS,
  registrationDuplicateReport,
  registrationDuplicateResponse,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { clearFormRateLimits } from '../support/forms';

/**
 * POST /forms/registration-duplicate against the emulators, through the Hosting rewrite: a
 * registering talent whose email already has an account is stored as a report for recruiters
 * (`registrationDuplicateReports`), never written onto the talent. Same answer whether or not a
 * profile has the email; field messages on bad input; JSON only; honeypot and per-address limit
 * as on the other public forms. Each case starts with empty rate-limit counters (one shared
 * counter on the emulator); the run's talents and reports are removed afterwards.
 */
const run = randomBytes(4).toString('hex');
const email = `olena.${run}@example.com`;
const talentId = `dup-${run}`;

const valid = { email, firstName: 'Olena', lastName: 'Kovalenko', phone: '+380671234567' };

function send(body: unknown, contentType = 'application/json') {
  return fetch(`${TALENT_SITE}/forms/registration-duplicate`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The stored reports of this run (any email of it), parsed with the domain schema. */
async function reports() {
  const snap = await adminDb.collection(REGISTRATION_DUPLICATE_REPORTS).get();
  return snap.docs
    .map((d) => registrationDuplicateReport.parse({ ...d.data(), id: d.id }))
    .filter((r) => r.emailKey.includes(run));
}
const talent = async (id = talentId) => (await adminDb.doc(`talents/${id}`).get()).data();

const seeded = { firstName: 'Olena', lastName: 'Kovalenko', email, duplicate: false };
beforeAll(async () => {
  await adminDb.doc(`talents/${talentId}`).set({ ...seeded, added: new Date() });
});
beforeEach(async () => {
  await clearFormRateLimits();
  for (const r of await reports()) await adminDb.doc(`${REGISTRATION_DUPLICATE_REPORTS}/${r.id}`).delete();
});
afterAll(async () => {
  await adminDb.doc(`talents/${talentId}`).delete();
  for (const r of await reports()) await adminDb.doc(`${REGISTRATION_DUPLICATE_REPORTS}/${r.id}`).delete();
});

describe('POST /forms/registration-duplicate', () => {
  it('stores a report for recruiters (email as typed, its key in lower case) and leaves the talent untouched', async () => {
    const before = Date.now();
    const typed = `OLENA.${run}@Example.com`;
    const res = await send({ ...valid, email: typed });
    expect(res.status).toBe(202);
    expect(registrationDuplicateResponse.parse(await res.json())).toEqual({ received: true });
    const stored = await reports();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: typed,
      emailKey: email,
      firstName: 'Olena',
      lastName: 'Kovalenko',
      phone: '+380671234567',
      status: 'new',
      handledBy: null,
      handledAt: null,
    });
    expect(stored[0]!.created.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(await talent()).toMatchObject(seeded);
  });

  it('an unknown email gets the very same answer (no account enumeration)', async () => {
    const known = await send(valid);
    const unknown = await send({ ...valid, email: `nobody.${run}@example.com` });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await unknown.json()).toEqual(await known.json());
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['email', { email: '' }, 'validation:fieldRequired'],
    ['email', { email: 'olena@' }, 'validation:invalidEmail'],
    ['firstName', { firstName: ' ' }, 'validation:fieldRequired'],
    ['lastName', { lastName: undefined }, 'validation:fieldRequired'],
    ['phone', { phone: '040 123 4567' }, 'validation:phoneFormat'],
  ];
  it.each(bad)('a bad %s answers 400 with its message and stores nothing', async (path, change, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(apiError.parse(await res.json()).issues).toEqual([{ path, message }]);
    expect(await reports()).toEqual([]);
  });

  it('a filled honeypot gets the same 202, but nothing is stored', async () => {
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: true });
    expect(await reports()).toEqual([]);
  });

  it(`the ${FORMS_RATE_LIMIT + 1}th report within the hour answers 429 tooMany`, async () => {
    for (let i = 0; i < FORMS_RATE_LIMIT; i++) {
      expect((await send({ ...valid, email: `n${i}.${run}@example.com` })).status).toBe(202);
    }
    const res = await send(valid);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'tooMany' });
    expect((await reports()).map((r) => r.emailKey)).not.toContain(email);
    await clearFormRateLimits();
    expect((await send(valid)).status).toBe(202);
    expect((await reports()).map((r) => r.emailKey)).toContain(email);
  });

  it('refuses an oversize body, one that is not JSON and one not sent as application/json', async () => {
    expect((await send({ ...valid, firstName: 'x'.repeat(FORMS_MAX_BODY_BYTES) })).status).toBe(413);
    expect((await send('{"email":')).status).toBe(400);
    const plain = await send(valid, 'text/plain');
    expect(plain.status).toBe(415);
    expect(apiError.parse(await plain.json()).error).toBe('Body must be application/json');
    expect(await reports()).toEqual([]);
    expect(await talent()).toMatchObject(seeded);
  });
});
