import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * /find-talents (issue 5 item 8): a recruiter picks an assignment, the criteria come from it
 * (its languages, location and the tags its skills text names), talents are ranked with their
 * met and missed reasons, and an admin shortlists the best match onto the assignment; the URL
 * keeps the search; a talent cannot open the screen. The test writes its own talents and job.
 */
const run = Date.now().toString(36);
const PLACE = `Löytölä ${run}`;
const BEST = `e2e-find-best-${run}`;
const PARTIAL = `e2e-find-partial-${run}`;
const JOB = `e2e-find-job-${run}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const added = Timestamp.fromDate(new Date(Date.now() + 60_000));
  await adminDb.doc(`talents/${BEST}`).set({
    firstName: 'Halyna',
    lastName: `Parhain${run}`,
    email: `best-${run}@example.com`,
    location: PLACE,
    tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
    languages: [
      { language: 'fi', level: 'independent' },
      { language: 'uk', level: 'proficient' },
    ],
    added,
  });
  await adminDb.doc(`talents/${PARTIAL}`).set({
    firstName: 'Petro',
    lastName: `Osittain${run}`,
    email: `partial-${run}@example.com`,
    location: PLACE,
    tags: [],
    languages: [{ language: 'uk', level: 'proficient' }],
    added,
  });
  await adminDb.doc(`jobs/${JOB}`).set({
    company: 'Löytö Oy',
    title: `Kokki ${run}`,
    location: PLACE,
    languages: ['Finnish', 'Ukrainian'],
    skillsRequired: 'Hygieniapassi',
    presentedTalents: [],
    presentableTalents: [],
    contractStatus: true,
    updatedBy: 'demo-admin',
  });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([BEST, PARTIAL].map((id) => adminDb.doc(`talents/${id}`).delete()));
  await adminDb.doc(`jobs/${JOB}`).delete();
});

const results = (page: Page) => page.getByRole('list', { name: 'Best matches' });
const card = (page: Page, name: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });

describe('find talents', () => {
  it('ranks talents against an assignment and shortlists the best match', async () => {
    const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'find-talents-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInAs(page, 'reija.rekrytoija@demo.vuoro.fi', { next: '/find-talents' });
    await page.waitForURL((url) => url.pathname === '/find-talents', { timeout: 20_000 });
    await page.getByLabel('Assignment').selectOption({ label: `Löytö Oy – Kokki ${run}` });

    // Criteria from the assignment: both languages, its place and the tag its skills text names.
    await expect.poll(() => new URL(page.url()).searchParams.get('lang'), { timeout: 15_000 }).toBe('fi,uk');
    expect(new URL(page.url()).searchParams.get('tag')).toBe('hygieniapassi');
    await expect.poll(() => page.getByLabel('Location').inputValue()).toBe(PLACE);

    const best = `Halyna Parhain${run}`;
    const partial = `Petro Osittain${run}`;
    await expect.poll(() => card(page, best).count(), { timeout: 20_000 }).toBe(1);
    const names = await results(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.querySelector('h2 a')?.textContent ?? '').filter(Boolean));
    expect(names[0]).toBe(best);
    expect(names.indexOf(partial)).toBeGreaterThan(0);
    await expect.poll(() => card(page, best).getByRole('meter').getAttribute('aria-valuenow')).toBe('10');
    await expect.poll(() => card(page, partial).getByText('Misses').count()).toBe(2);

    await expectNoAxeViolations(page);
    await screenshot(page, 'find-talents-1280');

    await card(page, best)
      .getByRole('button', { name: /Add to shortlist/ })
      .click();
    await expect.poll(() => card(page, best).getByText('On the shortlist').count(), { timeout: 10_000 }).toBe(1);
    // The screen shows the write at once; the stored job follows once the server accepted it.
    await expect
      .poll(async () => (await adminDb.doc(`jobs/${JOB}`).get()).get('presentableTalents'), { timeout: 10_000 })
      .toEqual([{ id: BEST, name: best }]);

    // The search lives in the URL: a reload shows the same ranking.
    await page.reload();
    await expect.poll(() => card(page, best).getByText('On the shortlist').count(), { timeout: 20_000 }).toBe(1);

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'find-talents-360');

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('a talent cannot open /find-talents', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, 'aino.virtanen@demo.vuoro.fi', { next: '/find-talents' });
    await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    await context.close();
  });
});
