import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * /jobs/:id/interests/* (issue 5 item 6): a recruiter sees who answered a job listing, live,
 * with the spec's contract and work-time labels; a missing job is the 404 page; `my` is empty.
 */
const jobId = `e2e-interests-${randomBytes(4).toString('hex')}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  await adminDb.doc(`vacancies/${jobId}`).set({ n: 'Kokki', c: 'Hotelli Aurora', p: true, u: new Date() });
  await adminDb.doc(`vacancies/${jobId}/interests/a`).set({
    name: 'Oksana Melnyk',
    employer: 'Hotelli Aurora',
    contractType: 'fixedTerm',
    workTimeType: 'regular',
    weeklyHours: 37.5,
    phone: '+358401234567',
    email: 'oksana.melnyk@example.com',
    interested: true,
    collectiveAgreement: 'Matkailu- ja ravintola-ala',
    timestamp: new Date(Date.now() - 60_000),
  });
});
afterAll(async () => {
  await browser?.close();
  await adminDb.recursiveDelete(adminDb.doc(`vacancies/${jobId}`));
});

describe('job interests', () => {
  it('lists the answers live with their labels; a missing job is 404; "my" is empty', async () => {
    const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'job-interests-failure'));
    const next = `/jobs/${jobId}/interests`;
    await signInAs(page, 'reija.rekrytoija@demo.vuoro.fi', { next });
    await page.waitForURL((url) => url.pathname === next, { timeout: 20_000 });

    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect.poll(() => row('Oksana Melnyk').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('Kokki', { exact: true }).count()).toBe(1);
    const text = await row('Oksana Melnyk').textContent();
    expect(text).toContain('Fixed term');
    expect(text).toContain('Regular working hours');
    expect(text).toContain('37.50 h/week');

    // A new answer appears without a reload, newest first.
    await adminDb.doc(`vacancies/${jobId}/interests/b`).set({
      name: 'Mikko Laine',
      contractType: 'onCall',
      workTimeType: 'varying',
      phone: '+358409998877',
      email: 'mikko.laine@example.com',
      interested: false,
      timestamp: new Date(),
    });
    await expect.poll(() => row('Mikko Laine').count()).toBe(1);
    expect(await page.getByRole('rowheader').first().textContent()).toBe('Mikko Laine');
    expect(await row('Mikko Laine').textContent()).toContain('On call work');
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `job-interests-${width}`);
    }

    await page.goto(`${TALENT_SITE}/jobs/no-such-job-${jobId}/interests`);
    await expect.poll(() => page.getByText('404').count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto(`${TALENT_SITE}/jobs/my/interests`);
    await expect.poll(() => page.getByText('No one has answered this job yet.').count(), { timeout: 15_000 }).toBe(1);
    expect(external).toEqual([]);
    await context.close();
  });
});
