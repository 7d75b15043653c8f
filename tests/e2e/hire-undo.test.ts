import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import type { Locator } from 'playwright-core';
import { REIJA as ADMIN, submitSignIn } from './support/sign-in';

/**
 * Hire, reject and "Back to presented" on an assignment's presented talent (issue 14, item 3):
 * each says what happened in a status message with an Undo; Undo puts the chips and the talent's
 * status list back exactly; "Back to presented" cuts the list back to the last presented entry
 * (spec section 4) and leaves an entry in the talent's audit. Its own data, unique per run.
 * What recruiters found at 1280 px (issue 27, item 10): the way in from the front page, a
 * one-row menu whose left edge is the content's, "Back to presented" only where it changes
 * something, open positions less the hired, no re-sort under the cursor, the wide list, and an
 * undo that says what was undone and where the person is now (in Finnish too).
 */

const run = randomBytes(3).toString('hex');
const letters = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const jobId = `e2e-undo-job-${run}`;
/** A newer assignment listed above ours: a hire on ours must not move ours above it. */
const otherJobId = `e2e-undo-other-${run}`;
const otherTitle = `Siivooja ${run}`;
const talentId = `e2e-undo-talent-${run}`;
const title = `Kokki ${run}`;
const talentName = `Qu${letters} Testinen`;
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 9));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const stamp = { date: new Date(), id: 'demo-admin' };
  await adminDb.doc(`jobs/${otherJobId}`).set({
    company: 'Toinen Oy',
    title: otherTitle,
    contractStatus: true,
    presentedTalents: [],
    presentableTalents: [],
    created: stamp,
    updated: stamp,
    updatedBy: 'demo-admin',
  });
  await adminDb.doc(`jobs/${jobId}`).set({
    company: 'Testi Oy',
    title,
    contractStatus: true,
    openPositions: 2,
    presentedTalents: [{ id: talentId, name: talentName, hiredStatus: null }],
    presentableTalents: [],
    created: stamp,
    updated: { ...stamp, date: day(1) },
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
  await adminDb.doc(`jobs/${otherJobId}`).delete();
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
/** The titles of our two assignments in the list's order. */
const listOrder = async (page: Page) =>
  (await page.getByRole('region', { name: 'Assignment list' }).getByRole('link').allInnerTexts())
    .map((text) => [title, otherTitle].find((t) => text.includes(t)))
    .filter(Boolean);
const card = (page: Page) =>
  page.getByRole('region', { name: 'Assignment list' }).getByRole('listitem').filter({ hasText: title });
/** How many lines the header menu's items take (1: one row). */
const menuRows = async (page: Page) => {
  const items = await page.getByRole('navigation', { name: /./ }).first().locator('a, button').all();
  const tops = await Promise.all(items.map(async (item) => Math.round((await item.boundingBox())!.y)));
  return { items: items.length, rows: new Set(tops).size };
};
/** The header's left edge (the logo) and the content's (its heading), in px. */
const edges = async (page: Page) => ({
  header: Math.round((await page.getByRole('banner').getByRole('link', { name: 'Vuoro' }).boundingBox())!.x),
  content: Math.round((await page.getByRole('heading', { level: 1 }).boundingBox())!.x),
});
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

      // The way in from the front page: the sign-in, then (second factor and all) the talent list.
      await page.goto(TALENT_SITE);
      await page.getByRole('link', { name: 'For recruiters: sign in' }).click();
      await submitSignIn(page, ADMIN);
      await page.waitForURL((url) => url.pathname === '/talents', { timeout: 20_000 });
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Assignments' }).click();
      await page
        .getByRole('region', { name: 'Assignment list' })
        .getByRole('link', { name: new RegExp(title) })
        .click();
      await page.waitForURL((url) => url.pathname === `/assignments/${jobId}`, { timeout: 20_000 });
      await expect.poll(() => chips(page), { timeout: 15_000 }).toBe('Hired 0, Rejected 0, Active 1');

      // One menu row (five screens and More), its left edge the content's.
      await expect.poll(() => menuRows(page)).toEqual({ items: 6, rows: 1 });
      expect(await edges(page)).toEqual({ header: 16, content: 16 });
      // Already presented: nothing to go back to.
      expect(await row(page).getByRole('button', { name: 'Back to presented' }).count()).toBe(0);
      await expect.poll(() => listOrder(page)).toEqual([otherTitle, title]);
      await expect.poll(() => card(page).innerText()).toContain('Open positions: 2 of 2');

      // Hire: the message names the talent and offers Undo.
      await row(page).getByRole('button', { name: 'Hire' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 1, Rejected 0, Active 0');
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} hired`);
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented', 'hired']);
      // A hire fills a position; the row stays where the recruiter saw it; now it can go back.
      await expect.poll(() => card(page).innerText()).toContain('Open positions: 1 of 2');
      expect(await listOrder(page)).toEqual([otherTitle, title]);
      expect(await row(page).getByRole('button', { name: 'Back to presented' }).count()).toBe(1);
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
      expect(await said(page)).toContain(`The hire is undone and ${talentName} is presented again.`);
      await expect.poll(() => card(page).innerText()).toContain('Open positions: 2 of 2');

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

      // Moving on to another assignment sorts the list newest first again: ours was just updated.
      await page
        .getByRole('region', { name: 'Assignment list' })
        .getByRole('link', { name: new RegExp(otherTitle) })
        .click();
      await page.waitForURL((url) => url.pathname === `/assignments/${otherJobId}`);
      await expect.poll(() => listOrder(page)).toEqual([title, otherTitle]);

      // With no assignment open the list takes the width: a row per assignment with its columns.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Assignments' }).click();
      await page.waitForURL((url) => url.pathname === '/assignments');
      const assignmentList = page.getByRole('region', { name: 'Assignment list' });
      await expect.poll(async () => (await assignmentList.boundingBox())!.width).toBeGreaterThan(1200);
      const wideRow = assignmentList.getByRole('listitem').filter({ hasText: title });
      await expect.poll(() => wideRow.innerText()).toContain('Testi Oy');
      expect(await wideRow.innerText()).toContain('2 of 2');
      expect(await wideRow.innerText()).toContain('1 / 0');
      // Its cells side by side: one line at 1280 (tops within a line's height of each other).
      const cells = await wideRow.locator(':scope > *').all();
      const tops = await Promise.all(cells.map(async (c: Locator) => (await c.boundingBox())!.y));
      expect(cells).toHaveLength(5);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(16);
      expect(await edges(page)).toEqual({ header: 16, content: 16 });
      await expectNoAxeViolations(page);
      await screenshot(page, 'assignments-wide-1280');
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, 'assignments-wide-360');
      await page.setViewportSize({ width: 1280, height: 900 });
      await assignmentList.getByRole('link', { name: new RegExp(title) }).click();
      await page.waitForURL((url) => url.pathname === `/assignments/${jobId}`);

      await page.setViewportSize({ width: 360, height: 800 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await edges(page)).toEqual({ header: 16, content: 16 });
      await row(page).getByRole('button', { name: 'Hire' }).click();
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} hired`);
      await screenshot(page, 'hire-undo-hired-360');
      await message(page).getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented']);

      // In Finnish at 1280: still one menu row, and the undo says what was undone and where the person is.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.evaluate(() => window.localStorage.setItem('vuoro.language', 'fi'));
      await page.reload();
      await expect.poll(() => menuRows(page), { timeout: 15_000 }).toEqual({ items: 6, rows: 1 });
      // (The list's name is Finnish now: the row is found by the talent's name.)
      await detail(page).getByRole('listitem').filter({ hasText: talentName }).getByRole('button', { name: 'Palkkaa' }).click();
      await expect.poll(() => said(page), { timeout: 5_000 }).toContain(`${talentName} palkattu`);
      await message(page).getByRole('button', { name: 'Kumoa' }).click();
      await expect.poll(() => said(page)).toContain(`Palkkaus on kumottu, ja ${talentName} on taas esitelty.`);
      await expect.poll(() => statuses()).toEqual(['shortlisted', 'presented']);
      await screenshot(page, 'hire-undo-undone-fi-1280');

      expect(errors).toEqual([]);
      expect(external).toEqual([]);
      await context.close();
    },
  );
});
