import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createTestUser, mfaInfoOf, nextSmsCode, uniqueEmail, verificationCodes } from '../support/auth';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';

/**
 * Multi-factor by SMS (issue 3, spec section 4) against the Auth emulator: a user of the test's
 * own, with a verified email, enrols a phone on /multiFactor (the code read from the emulator's
 * `verificationCodes`), signs in again with password and code on /login/multifactor (a wrong
 * code says 'Incorrect code'), changes the number and removes the factor.
 */
const FIRST_PHONE = '+358401234567';
const SECOND_PHONE = '+358409876543';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function both(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('multi-factor authentication by SMS', () => {
  it('enrols a phone, signs in with the code (a wrong one is refused), changes the number and removes it', async () => {
    const user = await createTestUser({ email: uniqueEmail('mfa') });
    const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'mfa-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Signed in with the password only, no second factor yet.
    await page.goto(`${TALENT_SITE}/login?next=%2FmultiFactor`);
    await fillSignIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/multiFactor', { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Multi-factor authentication');
    await expect.poll(() => page.getByText('No second factor is in use.').count(), { timeout: 15_000 }).toBe(1);
    const phone = page.getByLabel('Phone number', { exact: true });
    expect(await phone.inputValue()).toBe('+358');
    await expectNoAxeViolations(page);
    await both(page, 'mfa-none');

    // A number without the country code is refused with the domain's message.
    await phone.fill('0401234567');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByText('Phone number should be formatted +358...').count(), { timeout: 15_000 }).toBe(1);

    // Enrol: the code the emulator "sent"; a wrong one first.
    await phone.fill(FIRST_PHONE);
    let seen = await verificationCodes();
    await page.getByRole('button', { name: 'Send code' }).click();
    let code = await nextSmsCode(FIRST_PHONE, seen);
    const codeField = page.getByLabel('Six-digit code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Incorrect code').count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => status(page, 'Multi-factor authentication is now on.').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('+•••••••••567').count(), { timeout: 15_000 }).toBe(1);
    expect((await mfaInfoOf(user.uid)).map((f) => f.phoneInfo)).toEqual([FIRST_PHONE]);
    await expectNoAxeViolations(page);
    await both(page, 'mfa-enrolled');

    // Sign out, sign in again: password, then the code on /login/multifactor.
    await page.goto(`${TALENT_SITE}/signout`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await page.goto(`${TALENT_SITE}/login?next=%2FmultiFactor`);
    seen = await verificationCodes();
    await fillSignIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/login/multifactor', { timeout: 20_000 });
    code = await nextSmsCode(FIRST_PHONE, seen);
    // The emulator hides all but the last four digits of a sign-in hint, as Firebase does.
    await expect.poll(() => page.getByText(/^We sent a six-digit code to \+•+4567\.$/).count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await both(page, 'login-multifactor');

    await page.getByLabel('Six-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText('Incorrect code').count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'login-multifactor-incorrect-1280');
    await page.getByLabel('Six-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/multiFactor', { timeout: 20_000 });

    // Change the number: the new phone is enrolled, then the old one removed.
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByLabel('New phone number').fill(SECOND_PHONE);
    seen = await verificationCodes();
    await page.getByRole('button', { name: 'Send code' }).click();
    code = await nextSmsCode(SECOND_PHONE, seen);
    await page.getByLabel('Six-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => status(page, 'Your phone number was changed.').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('+•••••••••543').count(), { timeout: 15_000 }).toBe(1);
    expect((await mfaInfoOf(user.uid)).map((f) => f.phoneInfo)).toEqual([SECOND_PHONE]);

    // Remove, after a confirmation.
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByText('Remove the second factor?').count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect.poll(() => status(page, 'The second factor was removed.').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('No second factor is in use.').count(), { timeout: 15_000 }).toBe(1);
    expect(await mfaInfoOf(user.uid)).toEqual([]);

    expect(await alert(page, 'Something went wrong').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('asks for a verified email before enrolment and sends the verification link', async () => {
    const user = await createTestUser({ email: uniqueEmail('unverified'), emailVerified: false });
    const { context } = await newContext(browser, { viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/login?next=%2FmultiFactor`);
    await fillSignIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/multiFactor', { timeout: 20_000 });
    await expect.poll(() => page.getByText(`verify your email address ${user.email}`).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Phone number', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await expect.poll(() => status(page, `We sent a verification link to ${user.email}`).count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('/multifactor/e: explains that the account must use a second factor, enrols, and returns to next', async () => {
    const user = await createTestUser({ email: uniqueEmail('enforced') });
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'mfa-e-failure'));
    await page.goto(`${TALENT_SITE}/login`);
    await fillSignIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await page.goto(`${TALENT_SITE}/multifactor/e?next=%2FmultiFactor`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('This account needs a second factor');
    // No factor enrolled: the "sign in with it" way out is not offered.
    expect(await page.getByRole('button', { name: /I already have a second factor/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await both(page, 'mfa-enforced');
    await page.getByLabel('Phone number', { exact: true }).fill(FIRST_PHONE);
    const seen = await verificationCodes();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Six-digit code').fill(await nextSmsCode(FIRST_PHONE, seen));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/multiFactor', { timeout: 20_000 });
    await expect.poll(() => page.getByText('+•••••••••567').count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it('/login/multifactor without a waiting second step goes to /login', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/login/multifactor`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await context.close();
  });
});
