import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_MAX, TALENT_NOTES } from '@vuoro/domain';
import { firestoreRulesEnv, passwordOnly, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * Issue 14 item 1. Recruiter notes (`talentNotes/{noteId}`): a recruiter (admin with a second
 * factor) adds its own, stamped with its uid and the server's time; nobody removes one or changes
 * another's, so one recruiter's note never replaces another's (issue 27: the author corrects or
 * withdraws its own for a short time, the earlier text kept); `my` reads only;
 * talents, customers, employees, user managers and visitors see nothing.
 * The job comment (`comments/{jobId}`), the assignment's one shared note, names its writer in
 * `updated` and raises `revision` by exactly one per save, so a save made over a version the
 * writer did not load is refused.
 * Both name their author by uid only: a display name typed by the client (a forged signature)
 * is refused; a trigger fills the name from Auth (tests/functions/triggers.test.ts).
 */
let env: RulesTestEnvironment;
let serverTime: unknown;
const at = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  env = await firestoreRulesEnv('recruiter-notes');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc(`${TALENT_NOTES}/n1`).set({
      talentId: 'talent-1',
      comment: 'Reija: good references',
      jobId: 'job-1',
      status: 'presented',
      created: { date: at, id: 'admin-1', name: 'Reija Rekrytoija' },
    });
    await db.doc('comments/job-1').set({
      comment: 'Start on 1.12.',
      status: 'open',
      updated: { date: at, id: 'admin-1', name: 'Reija Rekrytoija' },
      revision: 3,
    });
    await db.doc('comments/job-old').set({ comment: 'Written before revisions', status: 'open', updated: at });
  });
});

const as = (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore();
const admin = (uid = 'admin-1') => as(uid, withSecondFactor({ admin: true }));
const my = () => as('my-1', withSecondFactor({ my: true }));
/** Everyone who may neither read nor write notes or job comments. */
const outsiders = () =>
  [
    ['an admin without a second factor', as('admin-1', passwordOnly({ admin: true }))],
    ['my without a second factor', as('my-1', passwordOnly({ my: true }))],
    ['the talent the note is about', as('talent-1')],
    ['another talent', as('talent-2')],
    ['an employee', as('employee-1', { employee: true })],
    ['a customer user', as('customer-1', { customerIds: ['hotelli-aurora'] })],
    ['a user manager', as('um-1', { userManager: true })],
    ['a visitor', env.unauthenticatedContext().firestore()],
  ] as const;

const note = (uid = 'admin-2', extra: Record<string, unknown> = {}) => ({
  talentId: 'talent-1',
  comment: 'Jussi: called, available from Monday',
  jobId: 'job-1',
  status: 'presented',
  created: { date: serverTime, id: uid },
  ...extra,
});

describe('talentNotes: adding', () => {
  it('a recruiter adds its own note, stamped with its uid and the server time; assignment and status are optional', async () => {
    await assertSucceeds(admin('admin-2').collection(TALENT_NOTES).add(note()));
    await assertSucceeds(
      admin('admin-2')
        .collection(TALENT_NOTES)
        .add(note('admin-2', { jobId: null, status: null })),
    );
    const { jobId: _j, status: _s, ...bare } = note();
    await assertSucceeds(admin('admin-2').collection(TALENT_NOTES).add(bare));
    await assertSucceeds(
      admin('admin-2')
        .collection(TALENT_NOTES)
        .add(note('admin-2', { comment: 'x'.repeat(COMMENT_MAX) })),
    );
  });

  it("a recruiter cannot write in another's name, backdate, add keys, or leave out or overfill the text", async () => {
    const notes = admin('admin-2').collection(TALENT_NOTES);
    await assertFails(notes.add(note('admin-1')));
    await assertFails(notes.add(note('admin-2', { created: { date: at, id: 'admin-2' } })));
    await assertFails(notes.add(note('admin-2', { created: { date: serverTime, id: 'admin-2', role: 'x' } })));
    await assertFails(notes.add(note('admin-2', { pinned: true })));
    await assertFails(notes.add(note('admin-2', { comment: '' })));
    await assertFails(notes.add(note('admin-2', { comment: 'x'.repeat(COMMENT_MAX + 1) })));
    await assertFails(notes.add(note('admin-2', { status: 'x'.repeat(51) })));
    await assertFails(notes.add(note('admin-2', { jobId: 7 })));
    const { talentId: _t, ...withoutTalent } = note();
    await assertFails(notes.add(withoutTalent));
  });

  it("a note signed with a name the client typed is refused, its own name or another's", async () => {
    const notes = admin('admin-2').collection(TALENT_NOTES);
    await assertFails(notes.add(note('admin-2', { created: { date: serverTime, id: 'admin-2', name: 'Reija Rekrytoija' } })));
    await assertFails(notes.add(note('admin-2', { created: { date: serverTime, id: 'admin-2', name: 'Jussi Korhonen' } })));
    await assertFails(notes.add(note('admin-2', { created: { date: serverTime, id: 'admin-2', name: '' } })));
  });

  it('my and everyone else cannot add a note', async () => {
    await assertFails(my().collection(TALENT_NOTES).add(note('my-1')));
    for (const [, db] of outsiders()) await assertFails(db.collection(TALENT_NOTES).add(note('x')));
    await assertFails(as('talent-1').collection(TALENT_NOTES).add(note('talent-1')));
  });
});

describe("talentNotes: nobody removes a note, nor changes another's", () => {
  it('not another recruiter, not the author, not my', async () => {
    for (const [db, uid] of [
      [admin('admin-2'), 'admin-2'],
      [admin('admin-1'), 'admin-1'],
      [my(), 'my-1'],
    ] as const) {
      await assertFails(db.doc(`${TALENT_NOTES}/n1`).update({ comment: 'Replaced' }));
      await assertFails(db.doc(`${TALENT_NOTES}/n1`).set(note(uid)));
      await assertFails(db.doc(`${TALENT_NOTES}/n1`).delete());
    }
    for (const [, db] of outsiders()) {
      await assertFails(db.doc(`${TALENT_NOTES}/n1`).update({ comment: 'Replaced' }));
      await assertFails(db.doc(`${TALENT_NOTES}/n1`).delete());
    }
  });
});

/**
 * i27 notes: the author corrects or withdraws its own note within NOTE_CHANGE_MINUTES of the
 * note's server time; each change appends the stored text (with when it was written) to `history`.
 * `fresh` was written a minute ago by admin-1; `n1` (seeded above) nine days ago.
 */
describe('talentNotes: the author corrects or withdraws its own note for a short time', () => {
  const fresh = `${TALENT_NOTES}/fresh`;
  type Db = ReturnType<typeof admin>;
  interface StoredNote {
    comment: string;
    created: { date: unknown; id: string };
    edited?: unknown;
    history?: { comment: string; at: unknown }[];
  }
  beforeEach(async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx
        .firestore()
        .doc(fresh)
        .set({
          talentId: 'talent-1',
          comment: 'Reija: callled',
          jobId: null,
          status: null,
          created: { date: new Date(Date.now() - 60_000), id: 'admin-1', name: 'Reija Rekrytoija' },
        }),
    );
  });
  /** The stored note as the rules see it (read without rules, so each caller's write is what is tested). */
  const stored = async (path: string) => {
    let data = {} as StoredNote;
    await env.withSecurityRulesDisabled(async (ctx) => {
      data = (await ctx.firestore().doc(path).get()).data() as StoredNote;
    });
    return data;
  };
  const nextHistory = (d: StoredNote) => [...(d.history ?? []), { comment: d.comment, at: d.edited ?? d.created.date }];
  const correct = async (db: Db, path: string, comment: string) =>
    db.doc(path).update({ comment, edited: serverTime, history: nextHistory(await stored(path)) });
  const withdraw = async (db: Db, path: string) =>
    db.doc(path).update({ withdrawn: serverTime, history: nextHistory(await stored(path)) });

  it('the author corrects it twice, each earlier text kept in order, then withdraws it; then it is closed', async () => {
    await assertSucceeds(correct(admin('admin-1'), fresh, 'Reija: called'));
    await assertSucceeds(correct(admin('admin-1'), fresh, 'Reija: called, available Monday'));
    const corrected = await stored(fresh);
    expect(corrected.comment).toBe('Reija: called, available Monday');
    expect(corrected.history!.map((v) => v.comment)).toEqual(['Reija: callled', 'Reija: called']);
    await assertSucceeds(withdraw(admin('admin-1'), fresh));
    const withdrawn = await stored(fresh);
    expect(withdrawn.history!.at(-1)!.comment).toBe('Reija: called, available Monday');
    await assertFails(correct(admin('admin-1'), fresh, 'Back again'));
    await assertFails(withdraw(admin('admin-1'), fresh));
  });

  it('another recruiter, the author after the window, my, talents, a "Sign in as" session and visitors cannot', async () => {
    await assertFails(correct(admin('admin-2'), fresh, 'Jussi: changed it'));
    await assertFails(withdraw(admin('admin-2'), fresh));
    await assertFails(correct(admin('admin-1'), `${TALENT_NOTES}/n1`, 'Reija: too late'));
    await assertFails(withdraw(admin('admin-1'), `${TALENT_NOTES}/n1`));
    const impersonated = as('admin-1', withSecondFactor({ admin: true, impersonatedBy: 'um-1', actAs: 'admin-1' }));
    for (const db of [my(), impersonated, ...outsiders().map(([, d]) => d), as('admin-1')]) {
      await assertFails(correct(db, fresh, 'Changed'));
      await assertFails(withdraw(db, fresh));
    }
    expect((await stored(fresh)).comment).toBe('Reija: callled');
  });

  it('the author cannot rewrite or drop the history, backdate, or change anything else', async () => {
    const db = admin('admin-1');
    const d = await stored(fresh);
    const history = nextHistory(d);
    const update = (fields: Record<string, unknown>) =>
      db.doc(fresh).update({ comment: 'Reija: called', edited: serverTime, history, ...fields });
    await assertFails(update({ history: [] }));
    await assertFails(update({ history: [{ comment: 'Something I never wrote', at: d.created.date }] }));
    await assertFails(update({ history: [...history, { comment: 'extra', at: d.created.date }] }));
    await assertFails(update({ history: [{ comment: d.comment, at: at }] }));
    await assertFails(update({ edited: at }));
    await assertFails(update({ comment: '' }));
    await assertFails(update({ comment: 'x'.repeat(COMMENT_MAX + 1) }));
    await assertFails(update({ talentId: 'talent-2' }));
    await assertFails(update({ jobId: 'job-2' }));
    await assertFails(update({ created: { ...d.created, date: new Date() } }));
    await assertFails(update({ pinned: true }));
    // A withdrawal keeps the text as it was and is stamped with the server's time.
    await assertFails(db.doc(fresh).update({ withdrawn: serverTime, comment: 'Other', history }));
    await assertFails(db.doc(fresh).update({ withdrawn: at, history }));
    await assertFails(db.doc(fresh).update({ withdrawn: serverTime }));
    await assertFails(db.doc(fresh).delete());
    await assertSucceeds(update({}));
  });
});

describe('talentNotes: reading', () => {
  it("recruiters and my read a note, a talent's notes newest first, and all notes (the talent list)", async () => {
    for (const db of [admin('admin-2'), my()]) {
      await assertSucceeds(db.doc(`${TALENT_NOTES}/n1`).get());
      await assertSucceeds(db.collection(TALENT_NOTES).where('talentId', '==', 'talent-1').orderBy('created.date', 'desc').get());
      await assertSucceeds(db.collection(TALENT_NOTES).get());
    }
  });

  it('nobody else reads a note, not even the talent it is about', async () => {
    for (const [, db] of outsiders()) {
      await assertFails(db.doc(`${TALENT_NOTES}/n1`).get());
      await assertFails(db.collection(TALENT_NOTES).where('talentId', '==', 'talent-1').get());
      await assertFails(db.collection(TALENT_NOTES).get());
    }
  });
});

describe("comments/{jobId}: the assignment's shared note", () => {
  const save = (uid: string, revision: number, extra: Record<string, unknown> = {}) => ({
    comment: 'Start on 1.1.',
    status: 'open',
    updated: { date: serverTime, id: uid },
    revision,
    ...extra,
  });

  it('a recruiter saves over the version it loaded, naming itself, one revision up', async () => {
    await assertSucceeds(admin('admin-2').doc('comments/job-1').set(save('admin-2', 4)));
    await assertSucceeds(admin('admin-2').doc('comments/job-old').set(save('admin-2', 1)));
    await assertSucceeds(admin('admin-2').doc('comments/job-new').set(save('admin-2', 1)));
    await assertSucceeds(
      admin('admin-2')
        .doc('comments/job-new2')
        .set(save('admin-2', 1, { comment: null, status: null })),
    );
  });

  it('a save over a version the writer did not load, in another name, backdated or with extra keys is refused', async () => {
    const db = admin('admin-2');
    await assertFails(db.doc('comments/job-1').set(save('admin-2', 3)));
    await assertFails(db.doc('comments/job-1').set(save('admin-2', 5)));
    await assertFails(db.doc('comments/job-1').set(save('admin-1', 4)));
    await assertFails(db.doc('comments/job-1').set(save('admin-2', 4, { updated: { date: at, id: 'admin-2' } })));
    // Signed with a typed name (another recruiter's): refused; the name comes from Auth.
    await assertFails(
      db
        .doc('comments/job-1')
        .set(save('admin-2', 4, { updated: { date: serverTime, id: 'admin-2', name: 'Reija Rekrytoija' } })),
    );
    await assertFails(db.doc('comments/job-1').set({ comment: 'x', status: 'open', updated: serverTime, revision: 4 }));
    await assertFails(db.doc('comments/job-1').set(save('admin-2', 4, { extra: 1 })));
    await assertFails(db.doc('comments/job-1').set(save('admin-2', 4, { comment: 'x'.repeat(COMMENT_MAX + 1) })));
    await assertFails(db.doc('comments/job-new').set(save('admin-2', 2)));
    await assertFails(db.doc('comments/job-1').update({ comment: 'Quietly replaced' }));
  });

  it('my reads, does not write; others neither read nor write', async () => {
    await assertSucceeds(my().doc('comments/job-1').get());
    await assertFails(my().doc('comments/job-1').set(save('my-1', 4)));
    await assertFails(my().doc('comments/job-1').delete());
    for (const [, db] of outsiders()) {
      await assertFails(db.doc('comments/job-1').get());
      await assertFails(db.doc('comments/job-1').set(save('x', 4)));
      await assertFails(db.doc('comments/job-1').delete());
    }
  });
});
