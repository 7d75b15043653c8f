import type { PhoneMultiFactorInfo } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../scripts/seed';
import { adminAuth } from '../../support/admin';
import { nextSmsCode, verificationCodes } from '../../support/auth';
import { TALENT_SITE } from '../../support/emulators';

export { DEMO_PASSWORD };

export interface SignInOptions {
  /** The demo password unless given. */
  password?: string;
  /** The screen the sign-in screen goes on to (`/login?next=`). */
  next?: string;
  /** The talent site unless given. */
  site?: string;
}

/**
 * Signs in through the UI as a person does: opens `/login` (with `next`) and goes on as
 * `submitSignIn` does.
 */
export async function signIn(page: Page, email: string, options: SignInOptions = {}): Promise<void> {
  const { next, site = TALENT_SITE } = options;
  await page.goto(`${site}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await submitSignIn(page, email, options.password);
}

/**
 * Fills the sign-in form already on the page and sends it. When the account has an SMS second
 * factor (admin, my and userManager must), it also takes the second step on /login/multifactor
 * with the newest code the Auth emulator "sent" to that phone, and resolves once the page has
 * left the sign-in screens. Without a factor it resolves after the click, as a refused sign-in
 * stays on /login: the caller waits for what it expects.
 */
export async function submitSignIn(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  const phone = await secondFactorPhone(identifier);
  const seen = phone ? await verificationCodes() : [];
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (!phone) return;
  await page.waitForURL((url) => url.pathname === '/login/multifactor', { timeout: 20_000 });
  await page.getByLabel('Six-digit code').fill(await nextSmsCode(phone, seen));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/**
 * The phone the web app sends the sign-in code to (the account's first phone factor), if any.
 * An old username is no email address: none of those accounts has a factor.
 */
async function secondFactorPhone(identifier: string): Promise<string | null> {
  const user = await adminAuth.getUserByEmail(identifier).catch(() => null);
  const factor = user?.multiFactor?.enrolledFactors.find((f) => f.factorId === 'phone') as PhoneMultiFactorInfo | undefined;
  return factor?.phoneNumber ?? null;
}
