import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, FORMS_MAX_BODY_BYTES, FORMS_RATE_LIMIT, registrationDuplicateResponse } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';

/**
 * POST /forms/registration-duplicate against the emulators, through the Hosting rewrite: a
 * registering talent whose email already has an account gets the existing profile flagged
 * `duplicate` for recruiters. Same answer whether or not a profile has the email; field
 * messages on bad input; honeypot and per-address limit as on the other public form. Every
 * request carries its own address; the run's talents are removed afterwards.
 */
const run = randomBytes(4).toString('hex');
const email = `olena.${run}@example.com`;
const talentId = `dup-${run}`;
let address = 0;
const nextAddress = () => `2001:db8::${run.slice(0, 4)}:${(address++).toString(16)}`;

const valid = { email, firstName: 'Olena', lastName: 'Kovalenko', phone: '+380671234567' };

function send(body: unknown, from = nextAddress()) {
  return fetch(`${TALENT_SITE}/forms/registration-duplicate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const flag = async (id = talentId) => (await adminDb.doc(`talents/${id}`).get()).get('duplicate') as unknown;
const reset = () => adminDb.doc(`talents/${talentId}`).update({ duplicate: false });

beforeAll(async () => {
  await adminDb
    .doc(`talents/${talentId}`)
    .set({ firstName: 'Olena', lastName: 'Kovalenko', email, duplicate: false, added: new Date() });
  await adminDb
    .doc(`talents/${talentId}-other`)
    .set({ firstName: 'Iryna', lastName: 'Bondar', email: `iryna.${run}@example.com`, duplicate: false, added: new Date() });
});
afterAll(async () => {
  await adminDb.doc(`talents/${talentId}`).delete();
  await adminDb.doc(`talents/${talentId}-other`).delete();
});

describe('POST /forms/registration-duplicate', () => {
  it('flags the talent with that email (any letter case) and no other, answering 202 received', async () => {
    const res = await send({ ...valid, email: `OLENA.${run}@example.com` });
    expect(res.status).toBe(202);
    expect(registrationDuplicateResponse.parse(await res.json())).toEqual({ received: true });
    expect(await flag()).toBe(true);
    expect(await flag(`${talentId}-other`)).toBe(false);
    await reset();
  });

  it('an unknown email gets the very same answer (no account enumeration)', async () => {
    const known = await send(valid);
    const unknown = await send({ ...valid, email: `nobody.${run}@example.com` });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await unknown.json()).toEqual(await known.json());
    await reset();
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['email', { email: '' }, 'validation:fieldRequired'],
    ['email', { email: 'olena@' }, 'validation:invalidEmail'],
    ['firstName', { firstName: ' ' }, 'validation:fieldRequired'],
    ['lastName', { lastName: undefined }, 'validation:fieldRequired'],
    ['phone', { phone: '040 123 4567' }, 'validation:phoneFormat'],
  ];
  it.each(bad)('a bad %s answers 400 with its message and flags nothing', async (path, change, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(apiError.parse(await res.json()).issues).toEqual([{ path, message }]);
    expect(await flag()).toBe(false);
  });

  it('a filled honeypot gets the same 202, but nothing is flagged', async () => {
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: true });
    expect(await flag()).toBe(false);
  });

  it(`the ${FORMS_RATE_LIMIT + 1}th report from one address within the hour answers 429 tooMany`, async () => {
    const from = nextAddress();
    for (let i = 0; i < FORMS_RATE_LIMIT; i++) {
      expect((await send({ ...valid, email: `n${i}.${run}@example.com` }, from)).status).toBe(202);
    }
    const res = await send(valid, from);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'tooMany' });
    expect(await flag()).toBe(false);
    expect((await send(valid)).status).toBe(202);
    expect(await flag()).toBe(true);
    await reset();
  });

  it('refuses an oversize body and one that is not JSON', async () => {
    expect((await send({ ...valid, firstName: 'x'.repeat(FORMS_MAX_BODY_BYTES) })).status).toBe(413);
    expect((await send('{"email":')).status).toBe(400);
    expect(await flag()).toBe(false);
  });
});
