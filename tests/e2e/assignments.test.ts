import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * /assignments (issue 5, items 3 and 4): the list hides inactive assignments until asked; an
 * admin presents a talent, hires, hires again (cleared), rejects and reverts, and a second
 * recruiter's browser sees each change live; `new` creates a job on save; an unknown id goes
 * back to the list; a talent cannot open the screen. Its own data, unique per run.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const MY = 'tuomas.tuki@demo.vuoro.fi';
const TALENT = 'aino.virtanen@demo.vuoro.fi';
const run = randomBytes(3).toString('hex');
const letters = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const jobId = `e2e-job-${run}`;
const inactiveId = `e2e-inactive-${run}`;
const talentId = `e2e-talent-${run}`;
const title = `Siivooja ${run}`;
const inactiveTitle = `Hitsaaja ${run}`;
const firstName = `Qe${letters}`;
const talentName = `${firstName} Testinen`;
const createdJobs: string[] = [jobId, inactiveId];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const now = new Date();
  const stamp = { date: now, id: 'demo-admin' };
  await adminDb.doc(`jobs/${jobId}`).set({
    company: 'Testi Oy',
    title,
    location: 'Espoo',
    openPositions: 2,
    contractStatus: true,
    presentedTalents: [],
    presentableTalents: [],
    kam: ['demo-admin'],
    created: stamp,
    updated: stamp,
    updatedBy: 'demo-admin',
  });
  await adminDb.doc(`jobs/${inactiveId}`).set({
    company: 'Testi Oy',
    title: inactiveTitle,
    contractStatus: false,
    presentedTalents: [],
    created: stamp,
    updated: stamp,
    updatedBy: 'demo-admin',
  });
  await adminDb.doc(`talents/${talentId}`).set({
    firstName,
    lastName: 'Testinen',
    email: `${talentId}@example.com`,
    phoneNumber: '+358401112233',
    location: 'Espoo',
    added: now,
  });
});
afterAll(async () => {
  await browser?.close();
  for (const id of createdJobs) {
    await adminDb.doc(`jobs/${id}`).delete();
    await adminDb.doc(`comments/${id}`).delete();
  }
  await adminDb.doc(`talents/${talentId}/jobs/${jobId}`).delete();
  await adminDb.doc(`talents/${talentId}`).delete();
});

const path = (page: Page) => new URL(page.url()).pathname;
const detail = (page: Page) => page.getByRole('region', { name: new RegExp(title) });
const chips = (page: Page) =>
  detail(page)
    .getByRole('list', { name: 'Hiring summary' })
    .first()
    .getByRole('listitem')
    .allInnerTexts()
    .then((t) => t.join(', '));
const presentedRow = (page: Page) =>
  detail(page).getByRole('list', { name: 'Presented talents' }).getByRole('listitem').filter({ hasText: talentName });
const statuses = async () =>
  ((await adminDb.doc(`talents/${talentId}/jobs/${jobId}`).get()).data()?.statuses ?? []).map(
    (s: { status: string }) => s.status,
  );

describe('assignments', () => {
  it('list, present, hire, hire again, reject and revert, seen live by a second recruiter', async () => {
    const a = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const b = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await a.context.newPage();
    const other = await b.context.newPage();
    onTestFailed(async () => {
      await Promise.all([screenshot(page, 'assignments-failure'), screenshot(other, 'assignments-failure-other')]);
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInAs(page, ADMIN, { next: '/assignments' });
    await page.waitForURL((url) => url.pathname === '/assignments', { timeout: 20_000 });
    const link = (name: string) => page.getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => link(title).count(), { timeout: 15_000 }).toBe(1);
    // Inactive (contract status false) is hidden by default, shown with the toggle.
    expect(await link(inactiveTitle).count()).toBe(0);
    await page.getByLabel('Show inactive assignments too').check();
    await expect.poll(() => link(inactiveTitle).count()).toBe(1);
    await page.getByLabel('Search by title or company').fill(inactiveTitle);
    await expect.poll(() => link(title).count()).toBe(0);
    await page.getByLabel('Search by title or company').fill('');
    await page.getByLabel('Show inactive assignments too').uncheck();
    await expect.poll(() => link(inactiveTitle).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'assignments-list-1280');

    await link(title).click();
    await page.waitForURL((url) => url.pathname === `/assignments/${jobId}`);
    await expect.poll(() => chips(page), { timeout: 15_000 }).toBe('Hired 0, Rejected 0, Active 0');

    // The second recruiter watches the same assignment.
    await signInAs(other, ADMIN, { next: `/assignments/${jobId}` });
    await other.waitForURL((url) => url.pathname === `/assignments/${jobId}`, { timeout: 20_000 });
    await expect.poll(() => chips(other), { timeout: 15_000 }).toBe('Hired 0, Rejected 0, Active 0');

    // Present through the talent search.
    await detail(page).getByLabel('Search talents by first name').fill(firstName.toLowerCase());
    const result = detail(page).getByRole('listitem').filter({ hasText: talentName }).getByRole('button', { name: 'Present' });
    await expect.poll(() => result.count(), { timeout: 10_000 }).toBe(1);
    await result.click();
    await expect.poll(() => presentedRow(page).count()).toBe(1);
    await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
    await expect.poll(() => chips(other), { timeout: 5_000 }).toBe('Hired 0, Rejected 0, Active 1');
    expect((await adminDb.doc(`talents/${talentId}`).get()).data()?.status).toBe('presented');
    expect(await statuses()).toEqual(['presented']);
    const job = (await adminDb.doc(`jobs/${jobId}`).get()).data();
    expect(job?.presentedTalents).toEqual([{ id: talentId, name: talentName, hiredStatus: null }]);
    expect(job?.updatedBy).toBe('demo-admin');

    // Hire; pressing again clears.
    await presentedRow(page).getByRole('button', { name: 'Hire' }).click();
    await expect.poll(() => chips(page)).toBe('Hired 1, Rejected 0, Active 0');
    await expect.poll(() => chips(other), { timeout: 5_000 }).toBe('Hired 1, Rejected 0, Active 0');
    expect(await detail(other).getByRole('list', { name: 'Hired' }).getByText(talentName).count()).toBe(1);
    expect(await presentedRow(page).getByRole('button', { name: 'Hire' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `assignment-detail-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await presentedRow(page).getByRole('button', { name: 'Hire' }).click();
    await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
    await expect.poll(() => chips(other), { timeout: 5_000 }).toBe('Hired 0, Rejected 0, Active 1');

    await presentedRow(page).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 1, Active 0');
    await expect.poll(() => chips(other), { timeout: 5_000 }).toBe('Hired 0, Rejected 1, Active 0');
    expect(await statuses()).toEqual(['presented', 'hired', 'cleared', 'rejected']);

    // Revert: the status list is cut back to the presented entry, and the hiring status with it.
    await presentedRow(page).getByRole('button', { name: 'Back to presented' }).click();
    await expect.poll(() => chips(page)).toBe('Hired 0, Rejected 0, Active 1');
    await expect.poll(() => chips(other), { timeout: 5_000 }).toBe('Hired 0, Rejected 0, Active 1');
    await expect.poll(() => statuses()).toEqual(['presented']);

    // The grandchild: the talent's summary beside the assignment.
    await presentedRow(page).getByRole('link', { name: talentName }).click();
    await page.waitForURL((url) => url.pathname === `/assignments/${jobId}/talents/${talentId}`);
    const aside = page.getByRole('complementary', { name: talentName });
    await expect
      .poll(() => aside.getByRole('list', { name: 'Status on this assignment' }).innerText(), { timeout: 10_000 })
      .toMatch(/^Presented/);
    expect(await aside.getByText(`${talentId}@example.com`).count()).toBe(1);
    await expectNoAxeViolations(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `assignment-talent-${width}`);
    }

    expect(errors).toEqual([]);
    expect([...a.external, ...b.external]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('new gives a blank form that creates a job on save; an unknown id goes back to the list', async () => {
    const { context } = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'assignments-new-failure'));
    await signInAs(page, ADMIN, { next: '/assignments/new' });
    await page.waitForURL((url) => url.pathname === '/assignments/new', { timeout: 20_000 });
    const company = page.getByRole('textbox', { name: 'Company', exact: true });
    await expect.poll(() => company.count(), { timeout: 15_000 }).toBe(1);
    expect(await company.inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('');
    // Nothing typed: the required fields say so and nothing is written.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Field is required').count()).toBe(2);
    expect(path(page)).toBe('/assignments/new');

    const newTitle = `Uusi ${run}`;
    await company.fill('Uusi Asiakas Oy');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
    await page.getByLabel('Contract active').selectOption('true');
    await page.getByRole('group', { name: 'Key account manager' }).getByLabel('Reija Rekrytoija').check();
    await page.getByLabel('Comment', { exact: true }).fill('Aloitus tammikuussa');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /^\/assignments\/(?!new$)[^/]+$/.test(url.pathname), { timeout: 10_000 });
    const newId = path(page).split('/')[2]!;
    createdJobs.push(newId);
    const job = (await adminDb.doc(`jobs/${newId}`).get()).data();
    expect(job).toMatchObject({
      company: 'Uusi Asiakas Oy',
      title: newTitle,
      contractStatus: true,
      kam: ['demo-admin'],
      presentedTalents: [],
      updatedBy: 'demo-admin',
    });
    expect(job?.created?.id).toBe('demo-admin');
    expect((await adminDb.doc(`comments/${newId}`).get()).data()?.comment).toBe('Aloitus tammikuussa');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: new RegExp(newTitle) }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'assignment-new-saved-360');

    await page.goto(`${TALENT_SITE}/assignments/no-such-job-${run}`);
    await page.waitForURL((url) => url.pathname === '/assignments', { timeout: 15_000 });
    await context.close();
  });

  it('support staff (my) read the assignment without editing it', async () => {
    const { context } = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'assignments-my-failure'));
    await signInAs(page, MY, { next: '/assignments' });
    await page.waitForURL((url) => url.pathname === '/assignments', { timeout: 20_000 });
    await expect.poll(() => page.getByRole('link', { name: new RegExp(title) }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('link', { name: 'New assignment' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'assignments-list-360');

    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.waitForURL((url) => url.pathname === `/assignments/${jobId}`);
    const company = page.getByRole('textbox', { name: 'Company', exact: true });
    await expect.poll(() => company.inputValue(), { timeout: 15_000 }).toBe('Testi Oy');
    expect(await company.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Hire' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Present a talent' }).count()).toBe(0);
    await expect.poll(() => detail(page).getByRole('list', { name: 'Presented talents' }).getByText(talentName).count()).toBe(1);
    await context.close();
  });

  it('a talent cannot open /assignments', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, TALENT, { next: '/assignments' });
    await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    await context.close();
  });
});
