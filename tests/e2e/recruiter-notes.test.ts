import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Issue 14 item 1, as two recruiters at work on the same talent and assignment:
 * - each adds a note on the talent page; both notes survive, newest first, each with its author,
 *   and the talent list's latest-comment column shows that talent's newest note;
 * - both edit the assignment's shared note (the job comment): the second save does not silently
 *   replace the first; its writer sees the other text and who wrote it, and decides (save over it,
 *   or take the other version).
 * Issue 27 (item 5 and item 10's notes): at 1280 the notes sit beside the talent's status, above
 * the fold; the author corrects a note (the earlier text kept, the note marked edited) and withdraws
 * another after a confirmation, which the other recruiter sees as withdrawn; the activity lists
 * notes, the presentation and the talent's own profile edit, newest first.
 * The test writes its own talent, job and job comment (unique ids) and removes them afterwards.
 */
const REIJA = 'reija.rekrytoija@demo.vuoro.fi';
const JUSSI = 'jussi.korhonen@demo.vuoro.fi';
const run = Date.now().toString(36);
const TALENT = `e2e-notes-${run}`;
const NAME = `Halyna Notes${run}`;
const JOB = `e2e-notes-job-${run}`;
const JOB_TITLE = `Tarjoilija ${run}`;
const SEEDED_JOB = 'job-satama-cook';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const now = Timestamp.now();
  await adminDb.doc(`talents/${TALENT}`).set({
    firstName: 'Halyna',
    lastName: `Notes${run}`,
    email: `notes-${run}@example.com`,
    status: 'presented',
    languages: [{ language: 'uk', level: 'proficient' }],
    added: Timestamp.fromMillis(Date.now() + 60_000),
    // Her own last save of the profile, as firestore.rules stamp it (her uid, the server's time).
    updated: { date: Timestamp.fromMillis(Date.now() - 60_000), id: TALENT, name: NAME },
  });
  await adminDb.doc(`talents/${TALENT}/jobs/${SEEDED_JOB}`).set({
    statuses: [{ status: 'presented', date: now, by: { id: 'demo-admin', name: 'Reija Rekrytoija' } }],
  });
  await adminDb.doc(`jobs/${JOB}`).set({
    company: 'Ravintola Testi Oy',
    title: JOB_TITLE,
    presentedTalents: [],
    presentableTalents: [],
    created: { date: now, id: 'demo-admin' },
    updated: { date: now, id: 'demo-admin' },
    updatedBy: 'demo-admin',
  });
  await adminDb.doc(`comments/${JOB}`).set({
    comment: `Aloitus maanantaina ${run}`,
    status: 'open',
    updated: { date: now, id: 'demo-admin', name: 'Reija Rekrytoija' },
    revision: 1,
  });
});
afterAll(async () => {
  await browser?.close();
  await adminDb.recursiveDelete(adminDb.doc(`talents/${TALENT}`));
  await adminDb.doc(`jobs/${JOB}`).delete();
  await adminDb.doc(`comments/${JOB}`).delete();
  const notes = await adminDb.collection('talentNotes').where('talentId', '==', TALENT).get();
  await Promise.all(notes.docs.map((d) => d.ref.delete()));
});

const detail = (id: string) => `/talents/talent?id=${encodeURIComponent(id)}`;
const notesOf = (page: Page) => page.getByRole('region', { name: 'Recruiter notes', exact: true });
const noteItems = (page: Page) => notesOf(page).getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
const activityItems = (page: Page) =>
  page
    .getByRole('region', { name: 'Activity', exact: true })
    .getByRole('list', { name: 'Activity, newest first' })
    .getByRole('listitem');
const boxOf = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
const sharedNote = (page: Page) => page.getByRole('region', { name: "Assignment's shared note", exact: true });

async function recruiter(email: string, next: string) {
  const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, email, { next });
  return { context, page };
}

async function shots(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('recruiter notes', () => {
  it("two recruiters' notes both survive, newest first, each with its author; the list shows the newest", async () => {
    const a = await recruiter(REIJA, detail(TALENT));
    const b = await recruiter(JUSSI, detail(TALENT));
    onTestFailed(() => screenshot(a.page, 'recruiter-notes-a-failure'));
    onTestFailed(() => screenshot(b.page, 'recruiter-notes-b-failure'));
    for (const { page } of [a, b]) {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(NAME);
      await expect.poll(() => notesOf(page).getByText('No notes on this talent yet.').count(), { timeout: 10_000 }).toBe(1);
    }

    // Reija's note, about the seeded assignment.
    await notesOf(a.page).getByLabel('New note').fill(`Reija ${run}: references checked`);
    await expect.poll(() => notesOf(a.page).getByLabel('Assignment (optional)').locator('option').count()).toBe(2);
    await notesOf(a.page).getByLabel('Assignment (optional)').selectOption(SEEDED_JOB);
    await notesOf(a.page).getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => notesOf(a.page).getByText('Saved', { exact: true }).count()).toBe(1);
    expect(await notesOf(a.page).getByLabel('New note').inputValue()).toBe('');

    // Jussi's note, typed on a page that loaded before Reija's: it is added, never a replacement.
    await notesOf(b.page).getByLabel('New note').fill(`Jussi ${run}: prefers morning shifts`);
    await notesOf(b.page).getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => notesOf(b.page).getByText('Saved', { exact: true }).count()).toBe(1);

    // Both pages, live: two notes, newest (Jussi's) first, each with its author and time.
    for (const { page } of [a, b]) {
      await expect.poll(() => noteItems(page).count(), { timeout: 10_000 }).toBe(2);
      const [first, second] = [noteItems(page).nth(0), noteItems(page).nth(1)];
      // The author's name is the one Auth holds, filled in by a function a moment after the save.
      await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain('Jussi Korhonen wrote on');
      await expect.poll(() => second.textContent(), { timeout: 10_000 }).toContain('Reija Rekrytoija wrote on');
      expect(await first.textContent()).toContain(`Jussi ${run}: prefers morning shifts`);
      expect(await first.textContent()).toMatch(/Jussi Korhonen wrote on \d{1,2}\.\d{1,2}\.\d{4} \d{1,2}\.\d{2}/);
      expect(await first.textContent()).toContain('Status then: Presented');
      expect(await second.textContent()).toContain(`Reija ${run}: references checked`);
      expect(await second.textContent()).toContain('Reija Rekrytoija wrote on');
      expect(await second.textContent()).toContain('About the assignment Kokki · Ravintola Sataman Helmi');
    }
    const stored = await adminDb.collection('talentNotes').where('talentId', '==', TALENT).get();
    expect(stored.docs.map((d) => d.get('created.id')).sort()).toEqual(['c-jussi', 'demo-admin']);

    await expectNoAxeViolations(a.page);
    await notesOf(a.page).scrollIntoViewIfNeeded();
    await shots(a.page, 'recruiter-notes-talent');

    // The talent list: this talent's row shows its newest note (Jussi's), with the count.
    await a.page.goto(new URL('/talents', a.page.url()).href);
    const row = a.page
      .getByRole('list', { name: 'Talents' })
      .getByRole('listitem')
      .filter({ has: a.page.getByRole('link', { name: NAME }) });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => row.getByText(`2 notes, latest: Jussi ${run}: prefers morning shifts`).count(), { timeout: 10_000 })
      .toBe(1);
    await shots(a.page, 'recruiter-notes-list');

    // Issue 27: back on the talent page at 1280, the notes are beside the status, above the fold,
    // and the activity under the header; at 360 the notes come right under the header.
    await a.page.goto(new URL(detail(TALENT), a.page.url()).href);
    await expect.poll(() => noteItems(a.page).count(), { timeout: 20_000 }).toBe(2);
    const header = a.page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::header[1]');
    const activity = a.page.getByRole('region', { name: 'Activity', exact: true });
    const [head, notesBox, activityBox] = [await boxOf(header), await boxOf(notesOf(a.page)), await boxOf(activity)];
    expect(notesBox.x).toBeGreaterThanOrEqual(head.x + head.width);
    expect(Math.abs(notesBox.y - head.y)).toBeLessThan(2);
    expect(notesBox.y + 200).toBeLessThan(900);
    expect(activityBox.y).toBeGreaterThanOrEqual(head.y + head.height);
    expect(Math.abs(activityBox.x - head.x)).toBeLessThan(2);
    await a.page.setViewportSize({ width: 360, height: 800 });
    const [narrowHead, narrowNotes] = [await boxOf(header), await boxOf(notesOf(a.page))];
    expect(narrowNotes.y).toBeGreaterThanOrEqual(narrowHead.y + narrowHead.height);
    expect(narrowNotes.y - (narrowHead.y + narrowHead.height)).toBeLessThan(40);
    await a.page.setViewportSize({ width: 1280, height: 900 });

    // Reija corrects her note: saved, marked edited, the earlier text kept in the history.
    const reijas = noteItems(a.page).filter({ hasText: `Reija ${run}` });
    const jussis = (page: Page) => noteItems(page).filter({ hasText: 'Jussi Korhonen wrote on' });
    expect(await jussis(a.page).getByRole('button', { name: 'Edit note' }).count()).toBe(0);
    await reijas.getByRole('button', { name: 'Edit note' }).click();
    await reijas.getByLabel('Note text').fill(`Reija ${run}: references checked, both good`);
    await reijas.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => reijas.getByText('Saved', { exact: true }).count()).toBe(1);
    await expect.poll(() => reijas.textContent(), { timeout: 10_000 }).toMatch(/edited \d{1,2}\.\d{1,2}\.\d{4}/);
    expect(await reijas.textContent()).toContain(`Reija ${run}: references checked, both good`);
    await reijas.getByText('1 earlier version').click();
    await expect.poll(() => reijas.getByText(`Reija ${run}: references checked`, { exact: true }).isVisible()).toBe(true);
    const reijaDoc = (
      await adminDb.collection('talentNotes').where('created.id', '==', 'demo-admin').where('talentId', '==', TALENT).get()
    ).docs[0]!;
    expect(reijaDoc.get('history').map((v: { comment: string }) => v.comment)).toEqual([`Reija ${run}: references checked`]);

    // Jussi withdraws his, after one more question; Reija's page shows it as withdrawn, no text.
    await jussis(b.page).getByRole('button', { name: 'Withdraw note' }).click();
    expect(await jussis(b.page).getByText('Withdraw this note?', { exact: false }).count()).toBe(1);
    await jussis(b.page).getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect.poll(() => b.page.getByText('Note withdrawn', { exact: true }).count()).toBe(1);
    const withdrawn = noteItems(a.page).filter({ hasText: 'Withdrawn by Jussi Korhonen' });
    await expect.poll(() => withdrawn.count(), { timeout: 10_000 }).toBe(1);
    expect(await withdrawn.getByText(`Jussi ${run}: prefers morning shifts`).isVisible()).toBe(false);

    // The activity, newest first: the notes, then the presentation, then her own profile edit.
    await expect.poll(() => activityItems(a.page).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const lines = await activityItems(a.page).allTextContents();
    const index = (text: string) => lines.findIndex((line) => line.includes(text));
    const [note, withdrawnNote, presented, profile] = [
      index(`Note: “Reija ${run}: references checked, both good”`),
      index('Note (withdrawn)Jussi Korhonen'),
      index('Presented to Ravintola Sataman Helmi / KokkiReija Rekrytoija'),
      index(`Profile updated by the talent${NAME}`),
    ];
    expect(
      [note, withdrawnNote, presented, profile].every((i) => i >= 0),
      lines.join('\n'),
    ).toBe(true);
    expect(withdrawnNote).toBeLessThan(note);
    expect(note).toBeLessThan(presented);
    expect(presented).toBeLessThan(profile);
    await expectNoAxeViolations(a.page);
    await shots(a.page, 'recruiter-notes-activity');
    await a.context.close();
    await b.context.close();
  });

  it("the assignment's shared note refuses a silent overwrite: the second writer sees the other text and decides", async () => {
    const a = await recruiter(REIJA, `/assignments/${JOB}`);
    const b = await recruiter(JUSSI, `/assignments/${JOB}`);
    onTestFailed(() => screenshot(a.page, 'shared-note-a-failure'));
    onTestFailed(() => screenshot(b.page, 'shared-note-b-failure'));
    const box = (page: Page) => sharedNote(page).getByLabel('Shared note', { exact: true });
    for (const { page } of [a, b]) {
      // Prefilled with the stored text, saying who changed it when.
      await expect.poll(() => box(page).inputValue(), { timeout: 20_000 }).toBe(`Aloitus maanantaina ${run}`);
      expect(
        await sharedNote(page)
          .getByText(/Last changed by Reija Rekrytoija on \d/)
          .count(),
      ).toBe(1);
    }

    await box(a.page).fill(`Reija: start on Tuesday ${run}`);
    await box(b.page).fill(`Jussi: start on Wednesday ${run}`);
    await sharedNote(a.page).getByRole('button', { name: 'Save shared note' }).click();
    await expect.poll(() => sharedNote(a.page).getByText('Shared note saved').count()).toBe(1);

    // Jussi saves over a version he did not see: refused, his text stays, Reija's is shown.
    await sharedNote(b.page).getByRole('button', { name: 'Save shared note' }).click();
    const conflict = sharedNote(b.page).getByRole('alert');
    await expect
      .poll(() => conflict.getByText('Reija Rekrytoija saved another version while you were editing', { exact: false }).count())
      .toBe(1);
    expect(await conflict.getByText(`Reija: start on Tuesday ${run}`).count()).toBe(1);
    expect(await box(b.page).inputValue()).toBe(`Jussi: start on Wednesday ${run}`);
    expect((await adminDb.doc(`comments/${JOB}`).get()).get('comment')).toBe(`Reija: start on Tuesday ${run}`);
    await expectNoAxeViolations(b.page);
    await shots(b.page, 'shared-note-conflict');

    // He decides to keep his: saved over it, named as the writer; Reija's page follows live.
    await conflict.getByRole('button', { name: 'Save my text over it' }).click();
    await expect.poll(() => sharedNote(b.page).getByText('Shared note saved').count()).toBe(1);
    await expect
      .poll(async () => (await adminDb.doc(`comments/${JOB}`).get()).data())
      .toMatchObject({ comment: `Jussi: start on Wednesday ${run}`, updated: { id: 'c-jussi' }, revision: 3 });
    await expect.poll(() => box(a.page).inputValue(), { timeout: 10_000 }).toBe(`Jussi: start on Wednesday ${run}`);
    await expect
      .poll(() =>
        sharedNote(a.page)
          .getByText(/Last changed by Jussi Korhonen on \d/)
          .count(),
      )
      .toBe(1);

    // Once more the other way round, and this time the late writer takes the other version.
    await box(a.page).fill(`Reija again ${run}`);
    await box(b.page).fill(`Jussi again ${run}`);
    await sharedNote(b.page).getByRole('button', { name: 'Save shared note' }).click();
    await expect.poll(() => sharedNote(b.page).getByText('Shared note saved').count()).toBe(1);
    await sharedNote(a.page).getByRole('button', { name: 'Save shared note' }).click();
    await expect.poll(() => sharedNote(a.page).getByRole('alert').getByText(`Jussi again ${run}`).count()).toBe(1);
    await sharedNote(a.page).getByRole('button', { name: 'Take their version' }).click();
    await expect.poll(() => box(a.page).inputValue()).toBe(`Jussi again ${run}`);
    expect(await sharedNote(a.page).getByRole('alert').count()).toBe(0);
    expect((await adminDb.doc(`comments/${JOB}`).get()).data()).toMatchObject({ comment: `Jussi again ${run}`, revision: 4 });
    await a.context.close();
    await b.context.close();
  });
});
