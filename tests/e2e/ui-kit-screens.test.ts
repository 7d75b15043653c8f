import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, PHONE, screenshot, type Browser } from './support/browser';
import { EERO } from './support/employee';
import { signIn } from './support/sign-in';

/**
 * Screens moved onto the UI kit (issue 21), looked at: each at 360 and 1280 px with nothing
 * overflowing sideways, no axe violation, and a picture under screenshots/i21/. Read-only: it
 * opens a confirm step and steps back, so the seeded shifts other journeys count stay as they are.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('screens on the UI kit', () => {
  it("the employee's upcoming, open (asked once more), done and new shift screens, and the vacancies", async () => {
    const { context, external } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'i21/failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'i21/shifts-upcoming');

    await page.goto(`${STAFF_SITE}/open-shifts/0/10`);
    const book = page.getByRole('button', { name: 'Book the shift' }).first();
    await book.waitFor({ timeout: 20_000 });
    await book.click();
    const question = page.getByRole('group').filter({ has: page.getByRole('button', { name: 'Yes, book' }) });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('P');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'i21/open-shifts-confirm');
    await question.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Book the shift');

    await page.goto(`${STAFF_SITE}/shifts/done`);
    await page.getByRole('button', { name: 'Show' }).waitFor({ timeout: 20_000 });
    await page
      .getByText(/completed shifts? between/)
      .first()
      .waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'i21/shifts-done');

    await page.goto(`${STAFF_SITE}/shifts/new`);
    await page.getByRole('button', { name: /^Save/ }).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'i21/shifts-new');

    await page.goto(`${STAFF_SITE}/open-vacancies`);
    await page.locator('h1').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'i21/open-vacancies');

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
