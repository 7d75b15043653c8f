import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { DATA_EXPORT_LIMIT, dataExport, staffCollections, TALENT_NOTES, type DataExport } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import {
  createTestUser,
  deleteTestUsers,
  signIn,
  signInWithCustomToken,
  signInWithSecondFactor,
  type TestUser,
} from '../support/auth';
import { callCallable } from '../support/callable';
import { clearFirestore } from '../support/emulators';

/**
 * exportOwnData, the talent's "Download my data" (GDPR Art. 15), over HTTP as the web SDK calls
 * it: the caller's own data only, with what the rules keep from the talent (recruiters' notes,
 * the audit trail, card links), never another talent's, never to a "Sign in as" session.
 */
const users: TestUser[] = [];
let talent: TestUser, other: TestUser, admin: TestUser, busy: TestUser;
const ADMIN_NAME = 'Riikka Rekrytoija';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

beforeAll(async () => {
  await clearFirestore();
  talent = await createTestUser({ prefix: 'export-talent', displayName: 'Aino Ääninen' });
  other = await createTestUser({ prefix: 'export-other' });
  admin = await createTestUser({
    prefix: 'export-admin',
    claims: { admin: true },
    mfaPhone: '+358401230091',
    displayName: ADMIN_NAME,
  });
  busy = await createTestUser({ prefix: 'export-busy' });
  users.push(talent, other, admin, busy);

  const db = adminDb;
  await db.doc(`talents/${talent.uid}`).set({ firstName: 'Aino', lastName: 'Ääninen', email: talent.email, city: 'Tampere' });
  await db.doc(`talents/${talent.uid}/workHistory/w1`).set({ company: 'Kahvila Kaarna', job: 'Barista' });
  await db
    .doc(`talents/${talent.uid}/audit/manual-entry`)
    .set({ action: 'update', fields: ['city'], by: admin.uid, at: at('2026-11-20T08:00:00Z') });
  await db
    .doc('jobs/export-job')
    .set({ title: 'Kokki', company: 'Hotelli Aurora', description: 'internal', updatedBy: admin.uid });
  await db
    .doc(`talents/${talent.uid}/jobs/export-job`)
    .set({ statuses: [{ status: 'presented', date: at('2026-11-21T09:00:00Z') }] });
  const note = (talentId: string, comment: string, iso: string) =>
    db.collection(TALENT_NOTES).add({
      talentId,
      comment,
      jobId: 'export-job',
      status: 'interview',
      created: { id: admin.uid, name: ADMIN_NAME, date: at(iso) },
    });
  await note(talent.uid, 'Hyvä haastattelu, suosittelen.', '2026-11-22T10:00:00Z');
  await note(other.uid, 'Toisen talentin muistiinpano', '2026-11-22T11:00:00Z');
  await db.doc(`talentCardShares/${'a'.repeat(64)}`).set({
    talentIds: [talent.uid, other.uid],
    recipient: 'Hotelli Aurora / HR',
    createdBy: admin.uid,
    createdByName: ADMIN_NAME,
    created: at('2026-11-23T12:00:00Z'),
    expiresAt: at('2026-11-30T12:00:00Z'),
    revokedAt: null,
    revokedBy: null,
  });
  await db.doc(`talentCardShares/${'b'.repeat(64)}`).set({
    talentIds: [other.uid],
    recipient: 'Only the other',
    createdBy: admin.uid,
    created: at('2026-11-23T12:00:00Z'),
    expiresAt: at('2026-11-30T12:00:00Z'),
    revokedAt: null,
  });
  await db.doc('vacancies/export-vacancy').set({ n: 'Kokki', p: true });
  await db
    .doc('vacancies/export-vacancy/interests/i1')
    .set({ name: 'Aino', email: talent.email, phone: '+358401234567', interested: true, timestamp: at('2026-11-19T07:00:00Z') });
  await db
    .doc('vacancies/export-vacancy/interests/i2')
    .set({ name: 'Other', email: other.email, phone: '+358401234568', interested: true, timestamp: at('2026-11-19T07:00:00Z') });
  await db.doc(`users/${talent.uid}`).set({ language: 'fi', analytics: false, marketing: true, updatedBy: talent.uid });
  await db.collection(staffCollections.tokenAudit).add({
    actorUid: 'um-1',
    actorEmail: 'manager@vuoro.fi',
    targetUid: talent.uid,
    route: 'MintFirebaseToken',
    fromApp: true,
    at: '2026-11-24T10:00:00.000Z',
  });
});
afterAll(() => deleteTestUsers(users.map((u) => u.uid)));

const call = (token?: string) => callCallable('exportOwnData', {}, token);

async function exportAs(user: TestUser): Promise<DataExport> {
  const res = await call((await signIn(user.email, user.password)).idToken);
  expect(res.status).toBe(200);
  return dataExport.parse(res.body.result);
}

describe('exportOwnData (callable)', () => {
  it("gives the talent everything kept about them: the profile, a recruiter's note, the audit trail, a card link", async () => {
    const data = await exportAs(talent);
    expect(data.account).toEqual({ uid: talent.uid, email: talent.email });
    expect(Date.parse(data.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const s = data.sections;
    expect(s.profile).toMatchObject({ id: talent.uid, firstName: 'Aino', city: 'Tampere' });
    expect(s.workHistory).toEqual([expect.objectContaining({ id: 'w1', company: 'Kahvila Kaarna' })]);
    expect(s.profileHistory).toContainEqual(
      expect.objectContaining({ id: 'manual-entry', fields: ['city'], at: '2026-11-20T08:00:00.000Z' }),
    );
    expect(s.recruiterNotes).toEqual([
      {
        note: 'Hyvä haastattelu, suosittelen.',
        author: ADMIN_NAME,
        writtenAt: '2026-11-22T10:00:00.000Z',
        assignment: 'Kokki',
        status: 'interview',
      },
    ]);
    expect(s.assignments).toEqual([
      { title: 'Kokki', company: 'Hotelli Aurora', statuses: [{ status: 'presented', date: '2026-11-21T09:00:00.000Z' }] },
    ]);
    expect(s.cardShares).toEqual([
      {
        sharedAt: '2026-11-23T12:00:00.000Z',
        sharedBy: ADMIN_NAME,
        recipient: 'Hotelli Aurora / HR',
        expiresAt: '2026-11-30T12:00:00.000Z',
        revokedAt: null,
      },
    ]);
    expect(s.jobInterests).toEqual([expect.objectContaining({ id: 'i1', email: talent.email })]);
    expect(s.settings).toMatchObject({ language: 'fi', marketing: true });
    expect(s.signInAsSessions).toEqual([{ at: '2026-11-24T10:00:00.000Z', by: 'manager@vuoro.fi', route: 'MintFirebaseToken' }]);

    const json = JSON.stringify(data);
    expect(json).not.toContain('Toisen talentin muistiinpano');
    expect(json).not.toContain('Only the other');
    expect(json).not.toContain('a'.repeat(64)); // never the card link's token hash
    expect(json).not.toContain('internal'); // not the assignment's own description
  });

  it("gives another talent only their own data: never the first talent's notes", async () => {
    const s = (await exportAs(other)).sections;
    expect(s.recruiterNotes.map((n) => n.note)).toEqual(['Toisen talentin muistiinpano']);
    expect(s.cardShares.map((c) => c.recipient).sort()).toEqual(['Hotelli Aurora / HR', 'Only the other']);
    expect(s.profile).toBeNull();
    expect(JSON.stringify(s)).not.toContain('Hyvä haastattelu');
    expect(s.jobInterests.map((i) => i.id)).toEqual(['i2']);
  });

  it("gives an admin their own data only, not a talent's, even when they name one", async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await callCallable('exportOwnData', { uid: talent.uid }, idToken);
    expect(res.status).toBe(200);
    const data = dataExport.parse(res.body.result);
    expect(data.account.uid).toBe(admin.uid);
    expect(data.sections.profile).toBeNull();
    expect(data.sections.recruiterNotes).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Hyvä haastattelu');
  });

  it('refuses a "Sign in as" session of the talent (permission-denied impersonated) and a caller signed out', async () => {
    const token = await adminAuth.createCustomToken(talent.uid, { impersonatedBy: 'um-1' });
    const { idToken } = await signInWithCustomToken(token);
    const impersonated = await call(idToken);
    expect(impersonated.status).toBe(403);
    expect(impersonated.body.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'impersonated' });
    expect(JSON.stringify(impersonated.body)).not.toContain('Hyvä haastattelu');

    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.status).toBe('UNAUTHENTICATED');
  });

  it(`answers resource-exhausted tooMany past ${DATA_EXPORT_LIMIT} downloads an hour`, async () => {
    const { idToken } = await signIn(busy.email, busy.password);
    for (let i = 0; i < DATA_EXPORT_LIMIT; i++) expect((await call(idToken)).status).toBe(200);
    const refused = await call(idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: 'tooMany' });
  });
});
