import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  addTalentByHandResponse,
  claimTalentResponse,
  readClaimInviteResponse,
  resendClaimInviteResponse,
  routes,
  staffCollections,
  TALENT_CLAIMS,
  type AddTalentByHandBody,
} from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, uniqueEmail, type TestUser } from '../support/auth';
import { callCallable } from '../support/callable';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';

/**
 * Issue 27 item 1: a recruiter adds a talent by hand (`addTalentByHand`), the invitation mail
 * arrives over SMTP with its single-use link, and the person claims the profile (`readClaimInvite`,
 * `claimTalent`): the profile moves to `talents/{uid}` with its records, status lists, notes and
 * assignments, once; an expired link, a used one and another email are refused; an existing
 * account keeps its profile and gets the hand-added one merged in. Over HTTP as the web SDK calls.
 */
const users: TestUser[] = [];
let admin: TestUser, adminOneFactor: TestUser;
let smtp: SmtpServer;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  admin = await createTestUser({
    prefix: 'claim-admin',
    claims: { admin: true },
    mfaPhone: '+358401230031',
    displayName: 'Reija Rekrytoija',
  });
  adminOneFactor = await createTestUser({ prefix: 'claim-admin-1f', claims: { admin: true } });
  users.push(admin, adminOneFactor);
  adminToken = (await signInWithSecondFactor(admin.email, admin.password)).idToken;
});
afterAll(async () => {
  await smtp?.close();
  await deleteTestUsers(users.map((u) => u.uid));
});

const phone = () => `+35840${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
const oksana = (over: Partial<AddTalentByHandBody> = {}): AddTalentByHandBody => ({
  firstName: 'Oksana',
  lastName: 'Melnyk',
  email: uniqueEmail('oksana'),
  phoneNumber: phone(),
  languages: [
    { language: 'uk', level: 'proficient' },
    { language: 'fi', level: 'basic' },
  ],
  mailLanguage: 'uk',
  ...over,
});

async function add(body: AddTalentByHandBody) {
  const res = await callCallable('addTalentByHand', body, adminToken);
  expect(res.status).toBe(200);
  return addTalentByHandResponse.parse(res.body.result);
}

/** The token in the queued invitation of a hand-added talent. */
async function tokenOf(talentId: string): Promise<string> {
  const queued = await adminDb.collection(staffCollections.mail).where('relatedId', '==', talentId).get();
  expect(queued.size).toBe(1);
  const match = /\/claim\/([A-Za-z0-9_-]+)/.exec(queued.docs[0]!.get('text') as string);
  return match![1]!;
}

async function invited(over: Partial<AddTalentByHandBody> = {}) {
  const body = oksana(over);
  const added = await add(body);
  if (!added.created) throw new Error('not created');
  return { body, talentId: added.talentId, token: await tokenOf(added.talentId) };
}

const read = async (token: string) =>
  readClaimInviteResponse.parse((await callCallable('readClaimInvite', { token })).body.result);
const claim = (token: string, idToken?: string) => callCallable('claimTalent', { token }, idToken);

describe('addTalentByHand', () => {
  it('writes talents/hand-…, audits it, and mails a 7-day link in the talent’s language', async () => {
    const body = oksana();
    const added = await add(body);
    expect(added).toMatchObject({ created: true, invitedEmail: body.email });
    if (!added.created) return;
    expect(added.talentId).toMatch(/^hand-/);
    const talent = (await adminDb.doc(`talents/${added.talentId}`).get()).data();
    expect(talent).toMatchObject({
      firstName: 'Oksana',
      lastName: 'Melnyk',
      email: body.email,
      phoneNumber: body.phoneNumber,
      languages: body.languages,
      duplicate: false,
      created: { id: admin.uid, name: 'Reija Rekrytoija' },
    });
    const audit = await adminDb.doc(`talents/${added.talentId}/audit/added-by-hand`).get();
    expect(audit.data()).toMatchObject({ userId: admin.uid, action: 'create' });

    const mail = await smtp.waitFor((m) => m.to.some((t) => t.address === body.email), 30_000);
    expect(mail.subject).toBe('Vuoro: отримайте свій профіль');
    expect(mail.text).toContain('Вітаємо, Oksana!');
    expect(mail.text).toContain('Посилання діє 7 днів і лише один раз.');
    const token = /\/claim\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain(`http://127.0.0.1:5000${routes.claimTalent.href({ token })}`);

    // Only the token's hash is stored; the invitation expires in 7 days.
    const stored = await adminDb.collection(TALENT_CLAIMS).where('talentId', '==', added.talentId).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.docs[0]!.data())).not.toContain(token);
    const { created, expiresAt } = stored.docs[0]!.data() as { created: Timestamp; expiresAt: Timestamp };
    expect(expiresAt.toMillis() - created.toMillis()).toBe(7 * 24 * 3600 * 1000);
  });

  it('warns of a talent with the same email or phone, and adds one when told to go on', async () => {
    const first = oksana();
    await add(first);
    for (const same of [{ phoneNumber: first.phoneNumber }, { email: first.email.toUpperCase() }]) {
      const warned = await add(oksana(same));
      expect(warned.created).toBe(false);
      if (warned.created) return;
      expect(warned.duplicates).toEqual([expect.objectContaining({ name: 'Oksana Melnyk', email: first.email })]);
    }
    const anyway = await add(oksana({ phoneNumber: first.phoneNumber, allowDuplicate: true }));
    expect(anyway.created).toBe(true);
    if (anyway.created) expect((await adminDb.doc(`talents/${anyway.talentId}`).get()).get('duplicate')).toBe(true);
  });

  it('refuses the talent form’s missing fields, a one-factor admin, a talent and nobody', async () => {
    const bad = await callCallable('addTalentByHand', { ...oksana(), phoneNumber: '', languages: [] }, adminToken);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details).toMatchObject({
      issues: expect.arrayContaining([
        { path: 'phoneNumber', message: 'validation:fieldRequired' },
        { path: 'languages', message: 'validation:languageRequired' },
      ]),
    });
    const oneFactor = await callCallable(
      'addTalentByHand',
      oksana(),
      (await signIn(adminOneFactor.email, adminOneFactor.password)).idToken,
    );
    expect(oneFactor.body.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'User needs mfa' });
    const talent = await createTestUser({ prefix: 'claim-talent' });
    users.push(talent);
    const denied = await callCallable('addTalentByHand', oksana(), (await signIn(talent.email, talent.password)).idToken);
    expect(denied.status).toBe(403);
    expect((await callCallable('addTalentByHand', oksana())).status).toBe(401);
  });
});

describe('claiming', () => {
  it('moves the profile with its records, status lists, notes and assignments to the new account, once', async () => {
    const { body, talentId, token } = await invited();
    const from = adminDb.doc(`talents/${talentId}`);
    await from.collection('workHistory').doc('w1').set({ company: 'Hotelli Aurora', job: 'Siivooja' });
    await from
      .collection('jobs')
      .doc('claim-job')
      .set({ statuses: [{ status: 'presented', date: new Date('2026-11-20T08:00:00Z') }] });
    const note = adminDb.collection('talentNotes').doc();
    await note.set({ talentId, comment: 'Soitti toimistoon.', created: { date: Timestamp.now(), id: admin.uid, name: null } });
    const job = adminDb.doc(`jobs/claim-job-${talentId}`);
    await job.set({
      name: 'Siivooja',
      presentedTalents: [{ id: talentId, name: 'Oksana Melnyk', hiredStatus: null }],
      presentableTalents: [],
    });

    expect(await read(token)).toEqual({
      state: 'active',
      email: body.email,
      firstName: 'Oksana',
      language: 'uk',
      accountExists: false,
    });

    const person = await createTestUser({ email: body.email, emailVerified: false });
    users.push(person);
    const session = await signIn(person.email, person.password);
    const res = await claim(token, session.idToken);
    expect(res.status).toBe(200);
    expect(claimTalentResponse.parse(res.body.result)).toEqual({ talentId: person.uid });

    const moved = (await adminDb.doc(`talents/${person.uid}`).get()).data();
    expect(moved).toMatchObject({
      firstName: 'Oksana',
      lastName: 'Melnyk',
      email: body.email,
      phoneNumber: body.phoneNumber,
      languages: body.languages,
    });
    expect((await from.get()).exists).toBe(false);
    expect((await adminDb.doc(`talents/${person.uid}/workHistory/w1`).get()).get('company')).toBe('Hotelli Aurora');
    expect((await adminDb.doc(`talents/${person.uid}/jobs/claim-job`).get()).get('statuses')).toHaveLength(1);
    expect((await note.get()).get('talentId')).toBe(person.uid);
    expect((await job.get()).get('presentedTalents')).toEqual([{ id: person.uid, name: 'Oksana Melnyk', hiredStatus: null }]);
    expect((await adminAuth.getUser(person.uid)).emailVerified).toBe(true);
    expect((await adminDb.doc(`users/${person.uid}`).get()).get('language')).toBe('uk');
    await job.delete();
    await note.delete();

    // Used: the page says so, and a second claim is refused.
    expect(await read(token)).toEqual({ state: 'used' });
    const again = await claim(token, session.idToken);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'used' });
  });

  it('refuses an expired link, another email and a caller without a session', async () => {
    const { talentId, token } = await invited();
    const other = await createTestUser({ prefix: 'claim-other' });
    users.push(other);
    const mismatch = await claim(token, (await signIn(other.email, other.password)).idToken);
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.error?.message).toBe('emailMismatch');
    expect((await claim(token)).status).toBe(401);
    expect((await adminDb.doc(`talents/${talentId}`).get()).exists).toBe(true);

    const stored = await adminDb.collection(TALENT_CLAIMS).where('talentId', '==', talentId).get();
    await stored.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await read(token)).toEqual({ state: 'expired' });
    const expired = await claim(token, (await signIn(other.email, other.password)).idToken);
    expect(expired.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'expired' });
    expect(await read('x'.repeat(43))).toEqual({ state: 'notFound' });
  });

  it('sends a new link after one expired (resendClaimInvite): in the invitation’s language, and it claims the profile', async () => {
    const { body, talentId, token } = await invited();
    const first = await adminDb.collection(TALENT_CLAIMS).where('talentId', '==', talentId).get();
    await first.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await read(token)).toEqual({ state: 'expired' });

    const res = await callCallable('resendClaimInvite', { talentId }, adminToken);
    expect(res.status).toBe(200);
    expect(resendClaimInviteResponse.parse(res.body.result)).toEqual({ invitedEmail: body.email });
    const queued = await adminDb.collection(staffCollections.mail).where('relatedId', '==', talentId).get();
    expect(queued.size).toBe(2);
    const texts = queued.docs.map((d) => d.get('text') as string);
    const fresh = texts.map((text) => /\/claim\/([A-Za-z0-9_-]+)/.exec(text)![1]!).find((t) => t !== token)!;
    expect(texts.every((text) => text.includes('Вітаємо, Oksana!'))).toBe(true);
    expect(await read(fresh)).toMatchObject({ state: 'active', email: body.email, language: 'uk' });
    expect(await read(token)).toEqual({ state: 'expired' });

    const person = await createTestUser({ prefix: 'claim-resent', email: body.email });
    users.push(person);
    const claimed = await claim(fresh, (await signIn(person.email, person.password)).idToken);
    expect(claimed.status).toBe(200);
    expect((await adminDb.doc(`talents/${talentId}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`talents/${person.uid}`).get()).get('lastName')).toBe('Melnyk');
    // Claimed: no hand-added profile is left to invite to.
    const again = await callCallable('resendClaimInvite', { talentId }, adminToken);
    expect(again.body.error).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('sends a new link only for a hand-added talent, and only for an admin with a second factor', async () => {
    const { talentId } = await invited();
    expect((await callCallable('resendClaimInvite', { talentId: 'registered-uid-1' }, adminToken)).status).toBe(400);
    expect((await callCallable('resendClaimInvite', { talentId, extra: true }, adminToken)).status).toBe(400);
    const oneFactor = (await signIn(adminOneFactor.email, adminOneFactor.password)).idToken;
    expect((await callCallable('resendClaimInvite', { talentId }, oneFactor)).status).toBe(401);
    expect((await callCallable('resendClaimInvite', { talentId })).status).toBe(401);
    const talent = await createTestUser({ prefix: 'claim-talent' });
    users.push(talent);
    const asTalent = await callCallable('resendClaimInvite', { talentId }, (await signIn(talent.email, talent.password)).idToken);
    expect(asTalent.status).toBe(403);
    const queued = await adminDb.collection(staffCollections.mail).where('relatedId', '==', talentId).get();
    expect(queued.size).toBe(1);
  });

  it('an existing account keeps its profile and gets the hand-added one merged in, with no second account', async () => {
    const person = await createTestUser({ prefix: 'claim-existing' });
    users.push(person);
    await adminDb.doc(`talents/${person.uid}`).set({
      firstName: 'Oksana',
      lastName: 'Melnyk-Koskinen',
      email: person.email,
      languages: [{ language: 'fi', level: 'independent' }],
    });
    // The recruiter saw the warning of the same email and invites anyway.
    const { token, talentId, body } = await invited({ email: person.email.toUpperCase(), allowDuplicate: true });
    expect(await read(token)).toMatchObject({ state: 'active', accountExists: true });
    const res = await claim(token, (await signIn(person.email, person.password)).idToken);
    expect(res.status).toBe(200);
    const kept = (await adminDb.doc(`talents/${person.uid}`).get()).data();
    expect(kept).toMatchObject({
      lastName: 'Melnyk-Koskinen',
      phoneNumber: body.phoneNumber,
      languages: [
        { language: 'fi', level: 'independent' },
        { language: 'uk', level: 'proficient' },
      ],
    });
    expect((await adminDb.doc(`talents/${talentId}`).get()).exists).toBe(false);
    const accounts = (await adminAuth.listUsers(1000)).users.filter((u) => u.email?.toLowerCase() === person.email.toLowerCase());
    expect(accounts).toHaveLength(1);
  });
});
