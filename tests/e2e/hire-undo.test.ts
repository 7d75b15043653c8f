import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Hire, reject and "Back to presented" on an assignment's presented talent (issue 14, item 3):
 * each says what happened in a status message with an Undo; Undo puts the chips and the talent's
 * status list back exactly; "Back to presented" cuts the list back to the last presented entry
 * (spec section 4) and leaves an entry in the talent's audit. Its own data, unique per run.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const run = randomBytes(3).toString('hex');
const letters = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const jobId = `e2e-undo-job-${run}`;
const talentId = `e2e-undo-talent-${run}`;
const title = `Kokki ${run}`;
const talentName = `Qu${letters} Testinen`;
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 9));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const stamp = { date: new Date(), id: 'demo-admin' };
  await adminDb.doc(`jobs/${jobId}`).set({
    company: 'Testi Oy',
    title,
    contractStatus: true,
    presentedTalents: [{ id: talentId, name: talentName, hiredStatus: null }],
    presentableTalents: [],
    created: stamp,
    updated: stamp,
    updatedBy: 'demo-admin',
  });
  await adminDb.doc(`talents/${talentId}`).set({
    firstName: talentName.split(' ')[0],
    lastName: 'Testinen',
    email: `${talentId}@example.com`,
    status: 'presented',
    added: new Date(),
  });
  await adminDb.doc(`talents/${talentId}/jobs/${jobId}`).set({
    statuses: [
      { status: 'shortlisted', date: day(1) },
      { status: 'presented', date: day(2) },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await adminDb.doc(`jobs/${jobId}`).delete();
  await adminDb.doc(`talents/${talentId}/jobs/${jobId}`).delete();
  for (const entry of (await adminDb.collection(`talents/${talentId}/audit`).get()).docs) await entry.ref.delete();
  await adminDb.doc(`talents/${talentId}`).delete();
});

const detail = (page: Page) => page.getByRole('region', { name: new RegExp(title) });
const chips = (page: Page) =>
  detail(page)
    .getByRole('list', { name: 'Hiring summary' })
    .first()
    .getByRole('listitem')
    .allInnerTexts()
    .then((t) => t.join(', '));
const row = (page: Page) =>
  detail(page).getByRole('list', { name: 'Presented talents' }).getByRole('listitem').filter({ hasText: talentName });
const message = (page: Page) => page.getByRole('status').filter({ hasText: talentName });
/** What the status messages naming the talent say now ('' when none: no waiting on a missing element). */
const said = (page: Page) =>
  message(page)
    .allInnerTexts()
    .then((t) => t.join(' '));
const statuses = async () =>
  ((await adminDb.doc(`talents/${talentId}/jobs/${jobId}`).get()).data()?.statuses ?? []).map(
    (s: { status: string }) => s.status,
  );
const hiredStatus = async () =>
  ((await adminDb.doc(`jobs/${jobId}`).get()).data()?.presentedTalents as { id: string; hiredStatus: string | null }[]).find(
    (p) => p.id === talentId,
  )?.hiredStatus;
const auditActions = async () =>
  (await adminDb.collection(`talents/${talentId}/audit`).get()).docs
    .map((d) => d.data())
    .filter((e) => e.jobId === jobId)
    .map((e) => e.action as string)
    .sort();

describe('hire, reject and back to presented, with undo', () => {
  it(
    'say what happened, undo exactly, and cut back to the presented entry with an audit entry',
    { timeout: 120_000 },
    async () => {
      const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      onTestFailed(() => screenshot(page, 'hire-undo-failure'));
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await signInAs(page, ADMIN, { next: `/assignments/${jobId}` });
      await page.waitForURL((url) => url.pathname === `/assignments/${jobId}`, { timeout: 20_000 });
      await expect.poll(() => chips(page), { timeout: 15_000 }).toBe('Hired 0, Rejected 0, Active 1');

      // Hire: the message names the talent and offers Undo.
      await row(page).getByRole('button', { name: 'Hire' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 1, Rejected 0, Active 0');
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} hired`);
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented', 'hired']);
      await expectNoAxeViolations(page);
      await screenshot(page, 'hire-undo-hired-1280');

      // Undo: the chips, the hiring status and the status list are as before, exactly.
      await message(page).getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented']);
      expect(await hiredStatus()).toBeNull();
      const list = (await adminDb.doc(`talents/${talentId}/jobs/${jobId}`).get()).data()?.statuses as {
        date: { toDate(): Date };
      }[];
      expect(list.map((s) => s.date.toDate().getTime())).toEqual([day(1).getTime(), day(2).getTime()]);
      await expect.poll(() => message(page).getByRole('button', { name: 'Undo' }).count()).toBe(0);

      // Reject says so too.
      await row(page).getByRole('button', { name: 'Reject' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 1, Active 0');
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} rejected`);
      expect(await message(page).getByRole('button', { name: 'Undo' }).count()).toBe(1);
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented', 'rejected']);

      // Back to presented: the list is cut back to the last presented entry, and the audit says so.
      await row(page).getByRole('button', { name: 'Back to presented' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} is back to presented`);
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented']);
      await expect.poll(() => auditActions(), { timeout: 15_000 }).toContain('revert');
      const revertEntry = (
        await adminDb.collection(`talents/${talentId}/audit`).where('action', '==', 'revert').get()
      ).docs[0]!.data();
      expect(revertEntry.userId).toBe('demo-admin');
      expect(revertEntry.jobId).toBe(jobId);
      await screenshot(page, 'hire-undo-back-to-presented-1280');

      await page.setViewportSize({ width: 360, height: 800 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await row(page).getByRole('button', { name: 'Hire' }).click();
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} hired`);
      await screenshot(page, 'hire-undo-hired-360');
      await message(page).getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented']);

      expect(errors).toEqual([]);
      expect(external).toEqual([]);
      await context.close();
    },
  );
});
