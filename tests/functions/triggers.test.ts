import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TALENT_NOTES } from '@vuoro/domain';
import { recordAudit } from '../../functions/src/audit/audit';
import { syncTalentCard } from '../../functions/src/talentCards/talent-card';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers } from '../support/auth';
import { clearFirestore, FIRESTORE, PROJECT_ID } from '../support/emulators';

/** Waits for what a trigger in the Functions emulator writes. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const auditOf = (path: string) => async () => (await adminDb.collection(path).orderBy('date').get()).docs.map((d) => d.data());

beforeEach(clearFirestore);

/**
 * A recruiter's own client, as the web app writes: the web SDK under firestore.rules, signed in as
 * `uid` (admin, with a second factor). Firestore's events name this caller.
 */
const apps: FirebaseApp[] = [];
function recruiterClient(uid: string): Firestore {
  setLogLevel('silent');
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `recruiter-${randomUUID()}`);
  apps.push(app);
  const db = getFirestore(app);
  // The `firebase` map as the Auth emulator issues it after the SMS step (admin counts only with it).
  const firebase = { sign_in_provider: 'password', sign_in_second_factor: 'phone' } as const;
  connectFirestoreEmulator(db, FIRESTORE.host, FIRESTORE.port, {
    mockUserToken: { sub: uid, user_id: uid, admin: true, firebase },
  });
  return db;
}
const users: string[] = [];
/** A recruiter account in Auth with its display name (the server's own record of its name). */
async function recruiter(displayName: string): Promise<{ uid: string; db: Firestore }> {
  const { uid } = await createTestUser({ prefix: 'recruiter', claims: { admin: true }, displayName });
  users.push(uid);
  return { uid, db: recruiterClient(uid) };
}
afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  await deleteTestUsers(users);
});

describe('job audit trigger', () => {
  it('a create, an update and a delete each leave an entry with who and what changed', async () => {
    const job = adminDb.doc('jobs/audit-job');
    await job.set({ company: 'Hotelli Aurora', title: 'Kokki', updatedBy: 'demo-admin' });
    await eventually(auditOf('jobs/audit-job/audit'), (e) => e.length === 1, 'the create entry');
    await job.update({ title: 'Kokki, ilta', updatedBy: 'demo-admin' });
    await eventually(auditOf('jobs/audit-job/audit'), (e) => e.length === 2, 'the update entry');
    await job.delete();
    const entries = await eventually(auditOf('jobs/audit-job/audit'), (e) => e.length === 3, 'the delete entry');
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ userId: 'demo-admin', fields: ['title'] });
    expect(entries[0]!.fields).toEqual(['company', 'title']);
  });

  it('a replayed event adds nothing', async () => {
    const input = {
      auditPath: 'jobs/replayed/audit',
      eventId: 'event-1',
      before: null,
      after: { title: 'Kokki', updatedBy: 'a1' },
    };
    expect(await recordAudit(adminDb, input)).toBe('written');
    expect(await recordAudit(adminDb, input)).toBe('replayed');
    expect((await adminDb.collection('jobs/replayed/audit').get()).size).toBe(1);
  });
});

describe('users audit trigger', () => {
  it('a write to a users record keeps an audit entry with the user id', async () => {
    await adminDb.doc('users/u-audit').set({ analytics: true, marketing: false, updatedBy: 'u-audit' });
    const entries = await eventually(auditOf('users/u-audit/audit'), (e) => e.length === 1, 'the users audit entry');
    expect(entries[0]).toMatchObject({ userId: 'u-audit', action: 'create' });
  });
});

describe("talent's audit of its status list on a job", () => {
  const at = new Date('2026-11-02T09:00:00Z');
  const presented = { status: 'presented', date: at };

  it('each change names the job, the caller Firestore saw with its name from Auth, and the action derived from the list', async () => {
    const reija = await recruiter('Reija Rekrytoija');
    const list = doc(reija.db, 'talents/ta-1/jobs/job-9');
    await setDoc(list, { statuses: [presented], updatedBy: reija.uid });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 1, 'the present entry');
    await setDoc(list, { statuses: [presented, { status: 'hired', date: at }], updatedBy: reija.uid });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 2, 'the hire entry');
    await setDoc(list, { statuses: [presented, { status: 'rejected', date: at }], updatedBy: reija.uid });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 3, 'the plain update entry');
    await setDoc(list, { statuses: [presented], updatedBy: reija.uid });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 4, 'the revert entry');
    await deleteDoc(list);
    const entries = await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 5, 'the delete entry');
    expect(entries.map((e) => e.action)).toEqual(['present', 'hire', 'update', 'revert', 'delete']);
    for (const entry of entries.slice(0, 4)) {
      expect(entry).toMatchObject({ jobId: 'job-9', fields: ['statuses'], userId: reija.uid, userName: 'Reija Rekrytoija' });
    }
    // A delete names the caller Firestore's event names (authType 'app_user' in production). The
    // emulator names no caller ('unknown', fake id), and the deleted version's `updatedBy` (the
    // last writer, not the deleter) is never taken instead.
    expect(entries[4]).toMatchObject({ jobId: 'job-9', userId: 'unknown', userName: '' });
  });

  it('a write naming someone else as its writer, or no one, or saying what it did, is refused', async () => {
    const reija = await recruiter('Reija Rekrytoija');
    const list = doc(reija.db, 'talents/ta-2/jobs/job-9');
    await expect(setDoc(list, { statuses: [presented], updatedBy: 'demo-admin' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(list, { statuses: [presented] })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(list, { statuses: [presented], updatedBy: reija.uid, change: 'undo' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await adminDb.doc('talents/ta-2/jobs/job-9').get()).exists).toBe(false);
  });

  it("a client's delete names the caller of Firestore's event with its Auth name", async () => {
    const reija = await recruiter('Reija Rekrytoija');
    const input = {
      auditPath: 'talents/ta-4/audit',
      eventId: 'delete-event-1',
      before: { statuses: [presented], updatedBy: 'demo-admin' },
      after: null,
      caller: { authType: 'app_user', authId: reija.uid },
      jobId: 'job-9',
    };
    expect(await recordAudit(adminDb, input)).toBe('written');
    const [entry] = await auditOf('talents/ta-4/audit')();
    expect(entry).toMatchObject({ userId: reija.uid, userName: 'Reija Rekrytoija', action: 'delete' });
  });

  it("a server's own write (Admin SDK) keeps the writer it names; its action is still derived", async () => {
    await adminDb.doc('talents/ta-3/jobs/job-9').set({ statuses: [presented], updatedBy: 'demo-admin', change: 'hire' });
    const [entry] = await eventually(auditOf('talents/ta-3/audit'), (e) => e.length === 1, 'the entry');
    expect(entry).toMatchObject({ userId: 'demo-admin', action: 'present' });
  });
});

describe('note and job comment authors', () => {
  it("a recruiter note's author name comes from Auth, not from the client", async () => {
    const jussi = await recruiter('Jussi Korhonen');
    const ref = await addDoc(collection(jussi.db, TALENT_NOTES), {
      talentId: 'ta-1',
      comment: 'Soitettu, aloittaa maanantaina',
      created: { date: serverTimestamp(), id: jussi.uid },
    });
    const note = adminDb.doc(`${TALENT_NOTES}/${ref.id}`);
    await eventually(
      async () => (await note.get()).get('created.name') as unknown,
      (n) => n === 'Jussi Korhonen',
      'the name',
    );
    // A forged signature is refused outright.
    await expect(
      addDoc(collection(jussi.db, TALENT_NOTES), {
        talentId: 'ta-1',
        comment: 'Allekirjoitettu toisen nimellä',
        created: { date: serverTimestamp(), id: jussi.uid, name: 'Reija Rekrytoija' },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    // A later change of the display name in Auth is what the next note says.
    await adminAuth.updateUser(jussi.uid, { displayName: 'Jussi K.' });
    const next = await addDoc(collection(jussi.db, TALENT_NOTES), {
      talentId: 'ta-1',
      comment: 'Toinen',
      created: { date: serverTimestamp(), id: jussi.uid },
    });
    await eventually(
      async () => (await adminDb.doc(`${TALENT_NOTES}/${next.id}`).get()).get('created.name') as unknown,
      (n) => n === 'Jussi K.',
      'the new name',
    );
  });

  it("each save of a job comment is signed with its writer's name from Auth", async () => {
    const reija = await recruiter('Reija Rekrytoija');
    const jussi = await recruiter('Jussi Korhonen');
    const stored = adminDb.doc('comments/job-7');
    const nameNow = async () => (await stored.get()).get('updated.name') as unknown;
    await setDoc(doc(reija.db, 'comments/job-7'), {
      comment: 'Aloitus 1.12.',
      status: 'open',
      updated: { date: serverTimestamp(), id: reija.uid },
      revision: 1,
    });
    await eventually(nameNow, (n) => n === 'Reija Rekrytoija', "Reija's name");
    await setDoc(doc(jussi.db, 'comments/job-7'), {
      comment: 'Aloitus 2.12.',
      status: 'open',
      updated: { date: serverTimestamp(), id: jussi.uid },
      revision: 2,
    });
    await eventually(nameNow, (n) => n === 'Jussi Korhonen', "Jussi's name");
    expect((await stored.get()).data()).toMatchObject({ revision: 2, updated: { id: jussi.uid, name: 'Jussi Korhonen' } });
  });
});

describe('talent card denormalisation', () => {
  const card = (id: string) => async () => (await adminDb.doc(`talentCards/${id}`).get()).data() ?? null;

  it('a talent create or update writes its card; a delete removes it', async () => {
    await adminDb.doc('industries/horeca').set({ name: 'Hotelli- ja ravintola-ala' });
    await adminDb.doc('talents/tc-1').set({
      firstName: 'Olena',
      lastName: 'Kovalenko',
      email: 'olena@example.com',
      shortDescription: 'Cook',
      tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
      industry: 'horeca',
      location: 'Espoo',
      about: 'Head cook',
    });
    await eventually(card('tc-1'), (c) => c?.talentName === 'Olena Kovalenko', 'the card');
    expect(await card('tc-1')()).toMatchObject({
      shortDescription: 'Cook',
      tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
      industryName: 'Hotelli- ja ravintola-ala',
      location: 'Espoo',
      about: 'Head cook',
    });
    await adminDb.doc('talents/tc-1').update({ location: 'Helsinki' });
    await eventually(card('tc-1'), (c) => c?.location === 'Helsinki', 'the updated card');
    await adminDb.doc('talents/tc-1').delete();
    await eventually(card('tc-1'), (c) => c === null, 'the card to go');
  });

  it('a tag or industry rename reaches every card that shows it', async () => {
    await adminDb.doc('industries/logistics').set({ name: 'Logistiikka' });
    await adminDb.doc('tags/trukki').set({ name: 'Trukkikortti' });
    await adminDb.doc('talents/tc-2').set({
      firstName: 'Mikko',
      lastName: 'Heikkinen',
      email: 'mikko@example.com',
      tags: [{ id: 'trukki', name: 'Trukkikortti' }],
      industry: 'logistics',
    });
    await eventually(card('tc-2'), (c) => c?.industryName === 'Logistiikka', 'the card');
    await adminDb.doc('tags/trukki').update({ name: 'Trukkikortti (voimassa)' });
    await adminDb.doc('industries/logistics').update({ name: 'Logistiikka ja varastointi' });
    await eventually(
      card('tc-2'),
      (c) =>
        c?.industryName === 'Logistiikka ja varastointi' && (c.tags as { name: string }[])[0]?.name === 'Trukkikortti (voimassa)',
      'the renamed tag and industry on the card',
    );
  });

  it('syncing the same talent twice leaves the same card (idempotent)', async () => {
    await adminDb.doc('talents/tc-3').set({ firstName: 'Aino', lastName: 'Virtanen', email: 'a@example.com', location: 'Turku' });
    await eventually(card('tc-3'), (c) => c?.location === 'Turku', 'the card');
    const first = await card('tc-3')();
    await syncTalentCard(adminDb, 'tc-3');
    expect(await card('tc-3')()).toEqual(first);
  });

  it('a late event (run again after the talent changed or went) leaves the card as the talent is now', async () => {
    await adminDb.doc('talents/tc-4').set({ firstName: 'Iryna', lastName: 'Melnyk', email: 'i@example.com', location: 'Oulu' });
    await eventually(card('tc-4'), (c) => c?.location === 'Oulu', 'the card');
    await adminDb.doc('talents/tc-4').update({ location: 'Lahti' });
    await syncTalentCard(adminDb, 'tc-4'); // the first write's event, arriving late
    expect(await card('tc-4')()).toMatchObject({ location: 'Lahti' });
    await adminDb.doc('talents/tc-4').delete();
    await eventually(card('tc-4'), (c) => c === null, 'the card to go');
    await syncTalentCard(adminDb, 'tc-4'); // the update's event, arriving after the delete
    expect(await card('tc-4')()).toBeNull();
  });
});

describe("issue 27 item 6: a talent's own profile edits on its audit trail", () => {
  /** The talent's own client under firestore.rules: signed in without claims, as on /talent-profile. */
  async function talentClient(displayName: string): Promise<{ uid: string; db: Firestore }> {
    const { uid } = await createTestUser({ prefix: 'talent', displayName });
    users.push(uid);
    setLogLevel('silent');
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `talent-${randomUUID()}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, FIRESTORE.host, FIRESTORE.port, {
      mockUserToken: { sub: uid, user_id: uid, firebase: { sign_in_provider: 'password' } },
    });
    return { uid, db };
  }

  it('names the talent, its Auth name and the changed answers; records by kind; server writes are not listed', async () => {
    const oksana = await talentClient('Oksana Kovalenko');
    const path = `talents/${oksana.uid}`;
    await adminDb.doc(path).set({
      firstName: 'Oksana',
      lastName: 'Kovalenko',
      email: 'oksana@example.com',
      jobs: ['cook'],
      registration: { availability: { options: ['weekdays'], weeklyHours: 20 }, whereHeard: 'A friend' },
    });
    await updateDoc(doc(oksana.db, path), {
      'registration.availability': { options: ['weekends'], weeklyHours: 30 },
      jobs: ['cook', 'cleaner'],
      updated: { date: serverTimestamp(), id: oksana.uid, name: 'Oksana' },
    });
    const row = await addDoc(collection(oksana.db, `${path}/workHistory`), {
      company: 'Hotelli Aurora',
      job: 'Kokki',
      start: new Date('2024-01-01T00:00:00Z'),
      end: null,
      stillWorking: true,
      responsibilities: null,
      updatedBy: oksana.uid,
    });
    await updateDoc(row, { job: 'Keittiöapulainen', updatedBy: oksana.uid });
    await setDoc(doc(oksana.db, `${path}/educations/e1`), {
      institution: 'Stadin AO',
      graduationYear: 2020,
      updatedBy: oksana.uid,
    });
    const entries = await eventually(auditOf(`${path}/audit`), (e) => e.length === 4, 'four entries');
    for (const entry of entries) expect(entry).toMatchObject({ userId: oksana.uid, userName: 'Oksana Kovalenko' });
    const summary = entries.map((e) => `${e.action as string} ${(e.fields as string[]).join(',')}`).sort();
    expect(summary).toEqual([
      'create educations',
      'create workHistory',
      'update jobs,registration.availability',
      'update workHistory',
    ]);
    // A delete: Firestore names the caller in production (the emulator gives none, so it is called here).
    expect(
      await recordAudit(adminDb, {
        auditPath: `${path}/audit`,
        eventId: 'delete-row-1',
        before: { company: 'Hotelli Aurora', job: 'Kokki', updatedBy: oksana.uid },
        after: null,
        caller: { authType: 'app_user', authId: oksana.uid },
        record: 'workHistory',
      }),
    ).toBe('written');
    expect((await adminDb.doc(`${path}/audit/delete-row-1`).get()).data()).toMatchObject({
      userId: oksana.uid,
      action: 'delete',
      fields: ['workHistory'],
    });
    await deleteDoc(row);
    // The seed's or a function's write (Admin SDK) is nobody's edit: nothing more is listed.
    await adminDb.doc(path).update({ location: 'Espoo' });
    await updateDoc(doc(oksana.db, path), {
      shortDescription: 'Kokki',
      updated: { date: serverTimestamp(), id: oksana.uid, name: 'Oksana' },
    });
    const after = await eventually(
      auditOf(`${path}/audit`),
      (e) => e.some((x) => (x.fields as string[]).includes('shortDescription')),
      "the talent's next edit",
    );
    expect(after.map((e) => e.fields as string[]).flat()).not.toContain('location');
    expect(after).toHaveLength(6);
  });
});
