import { beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../../functions/src/audit/audit';
import { syncTalentCard } from '../../functions/src/talentCards/talent-card';
import { adminDb } from '../support/admin';
import { clearFirestore } from '../support/emulators';

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
  it('each change names the job, who and what was done; a write without a change word is an update', async () => {
    const list = adminDb.doc('talents/ta-1/jobs/job-9');
    const at = new Date('2026-11-02T09:00:00Z');
    await list.set({ statuses: [{ status: 'presented', date: at }], updatedBy: 'demo-admin', change: 'present' });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 1, 'the present entry');
    await list.set({
      statuses: [
        { status: 'presented', date: at },
        { status: 'rejected', date: at },
      ],
      updatedBy: 'demo-admin',
      change: 'reject',
    });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 2, 'the reject entry');
    await list.set({ statuses: [{ status: 'presented', date: at }], updatedBy: 'demo-admin', change: 'revert' });
    await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 3, 'the revert entry');
    await list.set({ statuses: [{ status: 'interviewed', date: at }] });
    const entries = await eventually(auditOf('talents/ta-1/audit'), (e) => e.length === 4, 'the plain update entry');
    expect(entries.map((e) => e.action).sort()).toEqual(['present', 'reject', 'revert', 'update']);
    for (const entry of entries) expect(entry).toMatchObject({ jobId: 'job-9', fields: ['statuses'] });
    expect(entries.find((e) => e.action === 'revert')).toMatchObject({ userId: 'demo-admin' });
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
