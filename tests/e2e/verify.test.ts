import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createTestUser, nextOobCode, oobCodes, requestSignInLink, signInLinkOn, uniqueEmail } from '../support/auth';
import { TALENT_SITE } from '../support/emulators';
import { clearFormRateLimits } from '../support/forms';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { submitSignIn } from './support/sign-in';

/**
 * /verify (issue 3, spec sections 2, 4 and 8) against the emulators and the seeded staff records
 * (scripts/seed.ts): the old username account `ville.vanha` moves to email sign-in (link read
 * from the Auth emulator's `oobCodes`, new password, lands on /shifts/upcoming), and each
 * failure shows its message: the link opened in another browser asks for the email, a
 * mismatching email, a reused link, nothing to migrate, no employee status. And the email
 * verification link.
 *
 * Migrating ville.vanha disables the old account and marks the record migrated; the seed is run
 * again afterwards so that other suites find the demo data as the seed left it.
 */
const OLD_PASSWORD = 'Vanha-Salasana-1';
const NEW_PASSWORD = 'Uusi-Salasana-2';
/** The email ville.vanha moved to (set by the migration journey, used by the settings journey). */
let migratedEmail: string | null = null;
let pages = 0;

let browser: Browser;
beforeAll(async () => {
  // The emulator keys every caller to one address: start the sign-in email limits from zero.
  await clearFormRateLimits();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  execFileSync('npx', ['tsx', 'scripts/seed.ts'], { stdio: 'ignore' });
});

async function openPage(path: string, options: Parameters<typeof newContext>[1] = {}, clock = false) {
  const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  // A page whose minute-long waits the journey skips (clock.fastForward); time runs as usual otherwise.
  if (clock) await page.clock.install();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const shot = `verify-failure-${++pages}`;
  onTestFailed(() => screenshot(page, shot));
  if (path) await page.goto(`${TALENT_SITE}${path}`);
  return { context, page, errors, external };
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

const text = (page: Page, value: string | RegExp) => page.getByText(value);

/** Signs in with an old username on /login, lands on /verify?migrate=1 and asks for the link to `email`. */
async function startMigration(username: string, email: string, shots = false) {
  const opened = await openPage('/login', {}, true);
  const { page } = opened;
  await submitSignIn(page, username, OLD_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/verify' && url.searchParams.get('migrate') === '1', { timeout: 20_000 });
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Sign-in moves to email');
  if (shots) {
    await expectNoAxeViolations(page);
    await both(page, 'verify-migrate');
  }
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Email address again').fill(email.toUpperCase());
  const before = await oobCodes();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).count(), { timeout: 15_000 }).toBe(1);
  const link = await nextOobCode(email, 'EMAIL_SIGNIN', before);
  expect(await page.evaluate(() => localStorage.getItem('vuoro.linkEmail'))).toBe(email);
  return { ...opened, link };
}

describe('/verify: an old username account moves to email sign-in', () => {
  it('ville.vanha: email, link, new password, lands on /shifts/upcoming; another browser, a wrong email and a reused link are refused', async () => {
    const email = uniqueEmail('ville');
    const first = await startMigration('ville.vanha', email, true);
    const { page } = first;
    await expectNoAxeViolations(page);
    await both(page, 'verify-check-email');

    // "Resend the link": one email a minute goes to an address, so the button waits out the minute
    // and says so; after it (the server's counters and the page's clock moved on) a new email arrives.
    const resend = page.getByRole('button', { name: 'Send the link again' });
    expect(await resend.isDisabled()).toBe(true);
    expect(await text(page, /You can ask for a new link in \d+ s/).count()).toBe(1);
    await clearFormRateLimits();
    await page.clock.fastForward(61_000);
    await expect.poll(() => resend.isEnabled(), { timeout: 5_000 }).toBe(true);
    expect(await text(page, /You can ask for a new link in/).count()).toBe(0);
    const before = await oobCodes();
    await resend.click();
    await expect.poll(() => text(page, 'A new link was sent.').count(), { timeout: 15_000 }).toBe(1);
    const link = await nextOobCode(email, 'EMAIL_SIGNIN', before);
    const href = signInLinkOn(TALENT_SITE, link.oobCode);

    // Another browser (no stored email): asked for the address; a different one is refused.
    const other = await openPage('');
    await other.page.goto(href);
    await expect
      .poll(() => text(other.page, 'The link was opened on a different device or browser than where it was requested.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectNoAxeViolations(other.page);
    await both(other.page, 'verify-other-browser');
    await other.page.getByLabel('Email address', { exact: true }).fill('someone.else@test.vuoro.fi');
    await other.page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => text(other.page, 'Email provided does not match with the one used to request the link').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectNoAxeViolations(other.page);
    await other.context.close();

    // The browser that asked for the link: signed in, record linked, claims arrive, new password.
    await page.goto(href);
    await expect.poll(() => page.getByRole('heading', { name: 'Set a new password' }).count(), { timeout: 30_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await both(page, 'verify-new-password');
    await page.getByLabel('New password', { exact: true }).fill('lyhyt');
    await page.getByLabel('New password again').fill('lyhyt');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => text(page, 'This password does not meet all the requirements').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill('Uusi-Salasana-3');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => text(page, 'Passwords differ').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    expect(first.errors).toEqual([]);
    expect(first.external).toEqual([]);
    await first.context.close();

    // The new email and password sign in; the link cannot be used again.
    const again = await openPage('/login');
    await submitSignIn(again.page, email, NEW_PASSWORD);
    await again.page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await again.context.close();
    migratedEmail = email;

    const reused = await openPage('');
    await reused.page.goto(href);
    await reused.page.getByLabel('Email address', { exact: true }).fill(email);
    await reused.page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => text(reused.page, 'The link is outdated or has already been used. Request a new verification email.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectNoAxeViolations(reused.page);
    await reused.context.close();
  });

  it('an account without employee status is told so (ilona.ilman)', async () => {
    const email = uniqueEmail('ilona');
    const { context, page, link } = await startMigration('ilona.ilman', email);
    await page.goto(signInLinkOn(TALENT_SITE, link.oobCode));
    await expect
      .poll(() => text(page, 'Your account has no employee status yet. Contact your employer or our service centre.').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'verify-missing-employee-status-360');
    await context.close();
  });

  it('a sign-in link of an address with no staff record has nothing to migrate', async () => {
    const email = uniqueEmail('nobody');
    const link = await requestSignInLink(email, `${TALENT_SITE}/verify`);
    const { context, page } = await openPage('');
    await context.addInitScript((address) => localStorage.setItem('vuoro.linkEmail', address), email);
    await page.goto(signInLinkOn(TALENT_SITE, link.oobCode));
    await expect
      .poll(() => text(page, 'There is no user to migrate or the user has already been migrated').count(), { timeout: 20_000 })
      .toBe(1);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('/settings: the migrated employee changes password and email', () => {
  it("a wrong current password says 'Incorrect password'; then both saves succeed and the new sign-in works", async () => {
    expect(migratedEmail, 'runs after the migration journey').not.toBeNull();
    const email = migratedEmail!;
    const { context, page, errors } = await openPage('/login');
    await submitSignIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await page.goto(`${TALENT_SITE}/settings`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Settings');
    await expectNoAxeViolations(page);
    await both(page, 'settings');

    const status = (value: string) => page.getByRole('status').filter({ hasText: value });
    await page.getByLabel('Current password').fill('Vaara-Salasana-9');
    await page.getByLabel('New password', { exact: true }).fill('Uusi-Salasana-4');
    await page.getByLabel('New password again').fill('Uusi-Salasana-4');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => text(page, 'Incorrect password').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Failed to save' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('Uusi-Salasana-4');

    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => status('Saved successfully').count(), { timeout: 15_000 }).toBe(1);

    const newEmail = uniqueEmail('ville.uusi');
    await page.getByLabel('New email', { exact: true }).fill(newEmail);
    await page.getByLabel('New email again').fill(newEmail);
    const before = await oobCodes();
    await page.getByRole('button', { name: 'Save email' }).click();
    await expect
      .poll(() => status(`We sent a link to ${newEmail}. Your sign-in email changes when you open it.`).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // Nothing changes until the link to the new address is opened.
    const link = await nextOobCode(email, 'VERIFY_AND_CHANGE_EMAIL', before);
    expect(link.newEmail).toBe(newEmail);
    expect(await page.getByLabel('Current email').inputValue()).toBe(email);
    await page.goto(`${TALENT_SITE}/verify?mode=verifyAndChangeEmail&oobCode=${encodeURIComponent(link.oobCode)}`);
    await expect
      .poll(() => text(page, 'Your sign-in email is changed. From now on, sign in with the new address.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();

    const again = await openPage('/login');
    await submitSignIn(again.page, newEmail, 'Uusi-Salasana-4');
    await again.page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await again.context.close();
  });
});

describe('/verify: email verification', () => {
  it('the verification link verifies the email, and says so; used again it is outdated', async () => {
    const user = await createTestUser({ email: uniqueEmail('verify'), emailVerified: false });
    const { context, page } = await openPage('/login?next=%2FmultiFactor');
    await submitSignIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/multiFactor', { timeout: 20_000 });
    const before = await oobCodes();
    await page.getByRole('button', { name: 'Send verification email' }).click();
    const link = await nextOobCode(user.email, 'VERIFY_EMAIL', before);

    await page.goto(`${TALENT_SITE}/verify?mode=verifyEmail&oobCode=${encodeURIComponent(link.oobCode)}`);
    await expect.poll(() => text(page, 'Your email address is verified.').count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to multi-factor settings' }).click();
    await expect.poll(() => page.getByLabel('Phone number', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    await page.goto(`${TALENT_SITE}/verify?mode=verifyEmail&oobCode=${encodeURIComponent(link.oobCode)}`);
    await expect
      .poll(() => text(page, 'The link is outdated or has already been used. Request a new verification email.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await context.close();
  });
});
