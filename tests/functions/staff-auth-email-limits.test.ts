import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_EMAIL_LIMIT_PER_ADDRESS,
  FORM_RATE_LIMITS,
  putResetPassword,
  putSendLinkToEmail,
  staffCollections,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, oobCodes, uniqueEmail } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore, STAFF_SITE } from '../support/emulators';
import { testStaffPerson } from '../support/staff-people';

/**
 * The limits of the two sign-in emails anyone may ask for (ResetPassword, SendLinkToEmail), over
 * HTTP against the emulator. Only the caller's own address is ever refused (429 `tooMany`); an
 * account's mailbox gets at most one email a minute, dropped silently beyond that, so a stranger
 * cannot block an owner's reset and nobody learns anything from the answers.
 *
 * The emulator trusts one X-Forwarded-For hop (`functions/.env.demo-vuoro`): each request names
 * its client in that header as Hosting's front end would.
 */
const created: string[] = [];
let from = 0;
const freshAddress = () => `198.51.100.${++from}`;

beforeEach(clearFirestore);
afterAll(() => deleteTestUsers(created));

// Through the function: the caller's address comes from X-Forwarded-For as the deployed wiring reads it.
const reset = (identifier: string, address: string) =>
  callRoute(putResetPassword, { query: { identifier }, headers: { 'X-Forwarded-For': address }, via: 'function' });
const sendLink = (email: string, address: string) =>
  callRoute(putSendLinkToEmail, {
    params: { email },
    body: { continueUrl: `${STAFF_SITE}/verify` },
    headers: { 'X-Forwarded-For': address },
    via: 'function',
  });

/**
 * Waits until the trigger has finished every queued request; answers their statuses. A request
 * still unclaimed after a while is created again (the Functions emulator now and then loses a
 * trigger event; the trigger claims in a transaction, so nothing is sent twice).
 */
async function settledStatuses(timeoutMs = 25_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  let nudgeAt = Date.now() + 5_000;
  for (;;) {
    const docs = (await adminDb.collection(staffCollections.authEmailQueue).get()).docs;
    const statuses = docs.map((d) => d.get('status') as string | undefined);
    if (statuses.every((s) => s && ['done', 'throttled', 'failed', 'invalid'].includes(s))) return (statuses as string[]).sort();
    if (Date.now() > until) throw new Error(`timed out waiting for the queued sign-in emails: ${statuses.join(', ')}`);
    if (Date.now() > nudgeAt) {
      nudgeAt = Date.now() + 5_000;
      for (const doc of docs.filter((d) => d.get('status') === undefined)) {
        const stillNew = await adminDb.runTransaction(async (tx) => {
          const now = await tx.get(doc.ref);
          if (!now.exists || now.get('status') !== undefined) return false;
          tx.delete(doc.ref);
          return true;
        });
        if (stillNew) await doc.ref.create(doc.data()).catch(() => undefined);
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A minute passes for the limits: every stored counter's window starts 61 s earlier (an hour's
 * window is still open, a minute's is over), as if the clock had moved.
 */
async function aMinuteLater() {
  const counters = (await adminDb.collection(FORM_RATE_LIMITS).get()).docs.filter((d) => d.id !== 'hashKey');
  await Promise.all(
    counters.map((d) => {
      const shift = (field: string) => new Date(d.get(field).toMillis() - 61_000);
      return d.ref.update({ windowStart: shift('windowStart'), expires: shift('expires') });
    }),
  );
}

const kinds = async (email: string) => (await oobCodes(email)).map((c) => c.requestType);

describe('sign-in emails: one a minute per account, refused only by the caller address', () => {
  it('six resets of one account from six addresses all answer 204; one email goes out, and the owner gets the next after a minute', async () => {
    const owner = await createTestUser({ prefix: 'limit-owner' });
    created.push(owner.uid);
    for (let i = 0; i < 6; i++) expect((await reset(owner.email, freshAddress())).status).toBe(204);
    expect(await settledStatuses()).toEqual(['done', ...Array<string>(5).fill('throttled')]);
    expect(await kinds(owner.email)).toEqual(['PASSWORD_RESET']);

    await aMinuteLater();
    expect((await reset(owner.email, freshAddress())).status).toBe(204);
    await settledStatuses();
    expect(await kinds(owner.email)).toEqual(['PASSWORD_RESET', 'PASSWORD_RESET']);
  });

  it('six sign-in links to one first-time address from six addresses: all 204, one email within the minute', async () => {
    const email = uniqueEmail('limit-link');
    await adminDb.collection(staffCollections.people).doc('sp-limit-link').set(testStaffPerson({ email }));
    for (let i = 0; i < 6; i++) expect((await sendLink(email, freshAddress())).status).toBe(204);
    await settledStatuses();
    expect(await kinds(email)).toEqual(['EMAIL_SIGNIN']);
  });

  it(`one address is refused with 429 after ${AUTH_EMAIL_LIMIT_PER_ADDRESS} requests; the same account from another address is not`, async () => {
    const owner = await createTestUser({ prefix: 'limit-addr' });
    created.push(owner.uid);
    const noisy = freshAddress();
    for (let i = 0; i < AUTH_EMAIL_LIMIT_PER_ADDRESS; i++) {
      const res = i % 2 ? await reset(owner.email, noisy) : await sendLink(uniqueEmail('limit-other'), noisy);
      expect(res.status).toBe(204);
    }
    const refused = await reset(owner.email, noisy);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many requests', code: 'tooMany' });
    // The limit is the caller's, not the account's: the owner, elsewhere, is answered and emailed.
    await settledStatuses();
    await aMinuteLater();
    expect((await reset(owner.email, freshAddress())).status).toBe(204);
    expect((await reset(owner.email, noisy)).status).toBe(429);
    await settledStatuses();
    expect(await kinds(owner.email)).toEqual(['PASSWORD_RESET', 'PASSWORD_RESET']);
  });
});
