import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ASSIGNMENT_REQUESTS } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { clearFormRateLimits } from '../support/forms';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * The public assignment request (issue 6, item 4): at 360 px an employer's bad input shows the
 * spec's message by each field and keeps the rest; fixed, it is sent and a thank-you says what
 * happens next. A recruiter already on /assignments sees the request arrive live, opens it,
 * creates the assignment from it (prefilled) and saves: the job exists and the request is
 * converted to it. On the emulator the browser sends no X-Forwarded-For, so every caller shares
 * the socket address's counter (TRUSTED_PROXY_HOPS is 1 there), and the journey starts with empty
 * counters. Its own data, unique per run, removed afterwards.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const run = randomBytes(3).toString('hex');
const jobTitle = `Kokki ${run}`;
const company = `Ravintola Testi ${run}`;

const valid: [RegExp, string][] = [
  [/^Company/, company],
  [/^Job title/, jobTitle],
  [/^Description/, 'Lounaskeittiö, arkisin.'],
  [/^City/, 'Tampere'],
  [/^Positions/, '3'],
  [/^Continuity/, 'Määräaikainen 3 kk'],
  [/^Working time/, 'Ma–pe 7–15'],
  [/^Salary estimate/, '14 €/h'],
  [/^Other languages/, 'Estonian'],
  [/^Required skills/, 'Hygieniapassi'],
  [/^Contact person/, 'Maija Meikäläinen'],
  [/^Email/, 'maija@example.com'],
  [/^Phone/, '+358401234567'],
];
const required = valid.slice(0, 5).concat(valid.slice(10, 12));

let browser: Browser;
const jobs: string[] = [];
beforeAll(async () => {
  await clearFormRateLimits();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  const snap = await adminDb.collection(ASSIGNMENT_REQUESTS).where('company', '==', company).get();
  for (const d of snap.docs) await d.ref.delete();
  for (const id of jobs) {
    await adminDb.doc(`jobs/${id}`).delete();
    await adminDb.doc(`comments/${id}`).delete();
  }
});

const path = (page: Page) => new URL(page.url()).pathname;

describe('assignment request', () => {
  it('an employer sends a request at 360 px; a recruiter sees it live and turns it into an assignment', async () => {
    // The recruiter is on /assignments before the request exists.
    const recruiter = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const admin = await recruiter.context.newPage();
    const employer = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const page = await employer.context.newPage();
    onTestFailed(async () => {
      await Promise.all([screenshot(page, 'assignment-request-failure'), screenshot(admin, 'assignment-request-admin-failure')]);
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    admin.on('pageerror', (e) => errors.push(e.message));

    await signInAs(admin, ADMIN, { next: '/assignments' });
    await admin.waitForURL((url) => url.pathname === '/assignments', { timeout: 20_000 });
    const panel = admin.getByRole('region', { name: /Requests from employers/ });
    await panel.waitFor({ timeout: 15_000 });

    // The form, at 360 px.
    await page.goto(`${TALENT_SITE}/assignment-request`);
    await page.getByRole('heading', { name: 'Assignment request', level: 1 }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'assignment-request-form-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const field = (label: RegExp) => page.getByLabel(label);
    for (const [label, value] of valid) await field(label).fill(value);
    await page.getByRole('checkbox', { name: 'Finnish' }).check();
    const send = page.getByRole('button', { name: 'Send the request' });

    // Each required field left empty: 'Field is required' by it, the focus on it, the rest kept.
    for (const [label, value] of required) {
      await field(label).fill('');
      await send.click();
      await expect.poll(() => field(label).getAttribute('aria-invalid')).toBe('true');
      expect(await field(label).evaluate((el) => el === document.activeElement)).toBe(true);
      const describedBy = (await field(label).getAttribute('aria-describedby'))!.split(' ');
      const text = await page.locator(`[id="${describedBy.at(-1)}"]`).innerText();
      expect(text, String(label)).toBe('Field is required');
      for (const [other, kept] of valid) if (other !== label) expect(await field(other).inputValue(), String(other)).toBe(kept);
      if (label.source === '^Company') {
        await expectNoAxeViolations(page);
        await screenshot(page, 'assignment-request-errors-360');
      }
      await field(label).fill(value);
    }
    // A bad email: 'Invalid email address'.
    await field(/^Email/).fill('maija@');
    await send.click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Email: Invalid email address');
    expect(await field(/^Email/).inputValue()).toBe('maija@');
    expect(await field(/^Company/).inputValue()).toBe(company);
    await field(/^Email/).fill('maija@example.com');
    // The optional phone and the positions have their own checks: the message by the field, the rest kept.
    for (const [label, wrong, message, value] of [
      [/^Phone/, '040 123 4567', 'Phone number should be formatted +358...', '+358401234567'],
      [/^Positions/, '0', 'The number is outside the allowed range', '3'],
    ] as const) {
      await field(label).fill(wrong);
      await send.click();
      await expect.poll(() => field(label).getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field(label).getAttribute('aria-describedby'))!.split(' ');
      expect(await page.locator(`[id="${describedBy.at(-1)}"]`).innerText(), String(label)).toBe(message);
      for (const [other, kept] of valid)
        if (other.source !== label.source) expect(await field(other).inputValue(), String(other)).toBe(kept);
      await field(label).fill(value);
    }

    // Fixed and sent: the thank-you.
    await send.click();
    await page.getByRole('heading', { name: 'Thank you! Your request has been sent' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText('What happens next').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'assignment-request-sent-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'assignment-request-sent-1280');
    await page.getByRole('button', { name: 'Send another request' }).click();
    expect(await field(/^Company/).inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await screenshot(page, 'assignment-request-form-1280');

    const stored = await adminDb.collection(ASSIGNMENT_REQUESTS).where('company', '==', company).get();
    expect(stored.size).toBe(1);
    const requestId = stored.docs[0]!.id;
    expect(stored.docs[0]!.data()).toMatchObject({ status: 'new', jobTitle, positions: 3, languages: ['Finnish', 'Estonian'] });

    // The recruiter sees it arrive without reloading, opens it and creates the assignment.
    const item = panel.getByRole('listitem').filter({ hasText: jobTitle });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    await item.getByText(jobTitle).click();
    await expect.poll(() => item.getByText('maija@example.com').isVisible()).toBe(true);
    await expectNoAxeViolations(admin);
    await screenshot(admin, 'assignment-request-panel-1280');
    await admin.setViewportSize({ width: 360, height: 800 });
    await screenshot(admin, 'assignment-request-panel-360');
    await admin.setViewportSize({ width: 1280, height: 900 });

    await item.getByRole('link', { name: 'Create assignment' }).click();
    await admin.waitForURL((url) => url.pathname === '/assignments/new' && url.search === `?fromRequest=${requestId}`);
    const box = (name: string) => admin.getByRole('textbox', { name, exact: true });
    await expect.poll(() => box('Company').inputValue(), { timeout: 10_000 }).toBe(company);
    expect(await box('Title').inputValue()).toBe(jobTitle);
    expect(await box('Location').inputValue()).toBe('Tampere');
    expect(await box('Description').inputValue()).toBe('Lounaskeittiö, arkisin.');
    expect(await admin.getByRole('spinbutton', { name: 'Open positions', exact: true }).inputValue()).toBe('3');
    // The employer's languages, written as English names, are ticked by name (stored as codes).
    const language = (name: string) =>
      admin.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name, exact: true });
    expect(await language('Finnish').isChecked()).toBe(true);
    expect(await language('Estonian').isChecked()).toBe(true);
    expect(await box('Daily work time').inputValue()).toBe('Ma–pe 7–15');
    expect(await box('Continuity of work').inputValue()).toBe('Määräaikainen 3 kk');
    expect(await box('Skills required').inputValue()).toBe('Hygieniapassi');
    await expectNoAxeViolations(admin);
    await screenshot(admin, 'assignment-request-prefilled-1280');

    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL((url) => /^\/assignments\/(?!new$)[^/]+$/.test(url.pathname), { timeout: 10_000 });
    const jobId = path(admin).split('/').pop()!;
    jobs.push(jobId);
    const job = await adminDb.doc(`jobs/${jobId}`).get();
    expect(job.data()).toMatchObject({ company, title: jobTitle, location: 'Tampere', openPositions: 3 });
    const request = (await adminDb.collection(ASSIGNMENT_REQUESTS).doc(requestId).get()).data()!;
    expect(request).toMatchObject({ status: 'converted', convertedJobId: jobId });
    expect(request.handledBy).toBeTruthy();
    // Handled: gone from the panel.
    await expect.poll(() => panel.getByRole('listitem').filter({ hasText: jobTitle }).count()).toBe(0);

    expect(errors).toEqual([]);
    expect([...employer.external, ...recruiter.external]).toEqual([]);
    await Promise.all([employer.context.close(), recruiter.context.close()]);
  }, 180_000);
});
