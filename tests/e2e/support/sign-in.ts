import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhoneMultiFactorInfo } from 'firebase-admin/auth';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { homeRoute, isUsernameLogin, rolesFromClaims, routes } from '@vuoro/domain';
import { DEMO_PASSWORD } from '../../../scripts/seed';
import { adminAuth } from '../../support/admin';
import { nextSmsCode, verificationCodes } from '../../support/auth';
import { STAFF_SITE, TALENT_SITE } from '../../support/emulators';

export { DEMO_PASSWORD };

/** The seed's agency admin (a second factor by SMS): the desk's journeys sign in as her. */
export const REIJA = 'reija.rekrytoija@demo.vuoro.fi';

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
 * Signs `page` in as the account for a journey that is not itself about signing in, and opens
 * `next` (else the account's home screen, where a sign-in without `next` goes). The first time
 * in a run that an account signs in on a site, it signs in through the UI as `signIn` does,
 * waits until the page has left the sign-in screens and keeps the context's storage state with
 * its IndexedDB (where Firebase Auth keeps the session); every later time the page's context
 * starts from that state, with no sign-in form, no second-factor SMS and no wait for either.
 * A context with other pages open signs in through the UI: replacing its storage would pull
 * the session from under them. Journeys about signing in use `signIn` or `submitSignIn`.
 */
export async function signInAs(page: Page, identifier: string, options: SignInOptions = {}): Promise<void> {
  const { next, site = TALENT_SITE, password = DEMO_PASSWORD } = options;
  const context = page.context();
  const saved = sessionFile(site, identifier, password);
  const kept = saved && existsSync(saved) ? (JSON.parse(readFileSync(saved, 'utf8')) as KeptSession) : null;
  if (kept && context.pages().length === 1 && (await stillValid(kept, identifier))) {
    const { cookies, origins } = kept;
    await context.setStorageState({ cookies, origins });
    await page.goto(`${site}${next ?? (await homePath(identifier, site))}`);
    return;
  }
  // The start of the sign-in, in whole seconds: the session's tokens are issued no earlier.
  const signingIn = Math.floor(Date.now() / 1000);
  await signIn(page, identifier, options);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  if (!saved || context.pages().length !== 1) return;
  const state = await context.storageState({ indexedDB: true });
  writeFileSync(saved, JSON.stringify({ ...state, signedInAt: signingIn } satisfies KeptSession));
}

/** A context's storage state after a sign-in, with when that sign-in started (Unix seconds). */
type KeptSession = Awaited<ReturnType<BrowserContext['storageState']>> & { signedInAt: number };

/**
 * Whether a kept session would still be accepted: not when its tokens were revoked since (a
 * password set again, as the seed does when verify.test.ts re-runs it; a role taken away) or
 * the account was disabled. The Auth emulator refuses a token issued before `validSince`
 * (tokensValidAfterTime), and the app would land on /login.
 */
async function stillValid({ signedInAt }: KeptSession, identifier: string): Promise<boolean> {
  const user = await adminAuth.getUserByEmail(identifier).catch(() => null);
  if (!user || user.disabled) return false;
  const validAfter = user.tokensValidAfterTime ? Math.floor(Date.parse(user.tokensValidAfterTime) / 1000) : 0;
  return signedInAt > validAfter;
}

/** The file of an account's shared session on a site in this run's folder; none outside the e2e project. */
function sessionFile(site: string, identifier: string, password: string): string | null {
  let dir: string | undefined;
  try {
    dir = inject('sessionDir');
  } catch {
    return null;
  }
  if (!dir) return null;
  return join(dir, `${createHash('sha256').update(`${site}\n${identifier}\n${password}`).digest('hex').slice(0, 24)}.json`);
}

/** Where a sign-in without `next` lands (destinationAfterSignIn in the web app): the account's home screen. */
async function homePath(identifier: string, site: string): Promise<string> {
  if (isUsernameLogin(identifier)) return routes.verify.href(undefined, { migrate: 1 });
  const user = await adminAuth.getUserByEmail(identifier);
  return routes[homeRoute(rolesFromClaims(user.customClaims ?? {}), site === STAFF_SITE ? 'staff' : 'talent')].href();
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

/**
 * Signs in on the staff site and switches the app to `language` as the language menu keeps it
 * (stored in the browser, the page reloaded), waiting until the page speaks it.
 */
export async function signInInLanguage(page: Page, identifier: string, language: string): Promise<void> {
  await signInAs(page, identifier, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname !== routes.login.path, { timeout: 20_000 });
  await page.evaluate((l) => window.localStorage.setItem('vuoro.language', l), language);
  await page.reload();
  for (let i = 0; i < 150 && (await page.evaluate(() => document.documentElement.lang)) !== language; i++) {
    await page.waitForTimeout(100);
  }
  if ((await page.evaluate(() => document.documentElement.lang)) !== language)
    throw new Error(`the page did not switch to ${language}`);
}

/**
 * Waits until `identifier`'s last sign-in, anywhere, is more than `seconds` old, as a phone left
 * signed in since the morning is. The Auth emulator stamps every ID token it issues, refreshed ones
 * too, with the account's last sign-in (its `auth_time` is the account's `lastLoginAt`), so only
 * then does the session look that old to the Staff API; the journeys run one at a time, so nobody
 * signs in meanwhile. Prints how long it waited.
 */
export async function untilLastSignInOlderThan(identifier: string, seconds: number): Promise<void> {
  const { metadata } = await adminAuth.getUserByEmail(identifier);
  const last = Date.parse(metadata.lastSignInTime ?? metadata.creationTime);
  const wait = last + (seconds + 2) * 1000 - Date.now();
  if (wait <= 0) return;
  console.log(
    `untilLastSignInOlderThan: ${identifier} signed in ${Math.round((Date.now() - last) / 1000)} s ago; waiting ${Math.ceil(wait / 1000)} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, wait));
}
