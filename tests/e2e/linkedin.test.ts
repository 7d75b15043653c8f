import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { LINKEDIN_CLIENT, startLinkedInProvider, type LinkedInProvider } from '../support/linkedin-provider';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';

/**
 * LinkedIn sign-in in Chromium: the real web app on the Hosting emulator, the real identity
 * function, and LinkedIn played by the loopback server (web/.env.emulator and
 * functions/.env.demo-vuoro point both at 127.0.0.1:9190).
 */
const run = randomBytes(4).toString('hex');
const CALLBACK = `${TALENT_SITE}/auth/linkedin/callback`;
const PENDING_KEY = 'vuoro.linkedinSignIn'; // web/src/features/auth/api/linkedin.ts
const FORGERY = 'Sign-in was refused because the reply did not match the request. Please start again.';

let browser: Browser;
let provider: LinkedInProvider;
const subs: string[] = [];

beforeAll(async () => {
  [browser, provider] = await Promise.all([launch(), startLinkedInProvider()]);
});
afterAll(async () => {
  await browser?.close();
  await provider?.close();
  for (const sub of subs) {
    const link = adminDb.collection(staffCollections.linkedinLinks).doc(sub);
    const uid = (await link.get()).get('uid');
    if (typeof uid === 'string') await adminAuth.deleteUser(uid).catch(() => undefined);
    await link.delete();
  }
});

function authorizeUrl(state: string): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: LINKEDIN_CLIENT.id,
    redirect_uri: CALLBACK,
    state,
    scope: 'openid profile email',
  });
  return `${provider.url}/oauth/v2/authorization?${q}`;
}

/**
 * Starts a LinkedIn sign-in from the sign-in screen: with its LinkedIn button when the screen
 * has one; otherwise as `startLinkedInSignIn` does (a state in this tab's sessionStorage, then
 * LinkedIn's authorization URL). `plantState` forces the second way with that state.
 */
async function startFromLogin(page: Page, { plantState }: { plantState?: string } = {}): Promise<void> {
  await page.goto(`${TALENT_SITE}/login`);
  await page.locator('h1').first().waitFor();
  const button = page.getByRole('button', { name: /LinkedIn/ });
  if (!plantState && (await button.count()) > 0) {
    await button.first().click();
    return;
  }
  const state = plantState ?? randomBytes(32).toString('hex');
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [PENDING_KEY, JSON.stringify({ state, next: null })],
  );
  await page.goto(authorizeUrl(state));
}

describe('LinkedIn sign-in', () => {
  it('a new talent signs in through LinkedIn and lands on /talent-profile', async () => {
    const sub = `li-e2e-${run}`;
    subs.push(sub);
    provider.nextProfile({
      sub,
      email: `talent.${run}@example.com`,
      email_verified: true,
      name: 'Linnea Linkedin',
      given_name: 'Linnea',
      family_name: 'Linkedin',
      locale: { country: 'FI', language: 'en' },
    });
    const { context, external } = await newContext(browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // LinkedIn takes its time answering: the callback says what is happening meanwhile.
    provider.slowNext(4_000);
    await startFromLogin(page);
    await page.waitForURL((url) => url.pathname === '/auth/linkedin/callback');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signing you in with LinkedIn…' }).count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Sign in with LinkedIn');
    await expectNoAxeViolations(page);
    await screenshot(page, 'linkedin-callback-waiting-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'linkedin-callback-waiting-1280');
    await page.setViewportSize({ width: 360, height: 740 });

    await page.waitForURL((url) => url.pathname === '/talent-profile', { timeout: 20_000 });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
    await page.locator('h1').first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'linkedin-signed-in-360');

    const link = await adminDb.collection(staffCollections.linkedinLinks).doc(sub).get();
    const user = await adminAuth.getUser(String(link.get('uid')));
    expect(user.email).toBe(`talent.${run}@example.com`);
    expect(user.customClaims ?? {}).toEqual({});
    expect(provider.requests).toEqual(
      expect.arrayContaining(['GET /oauth/v2/authorization', 'POST /oauth/v2/accessToken', 'GET /v2/userinfo']),
    );
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it.each([
    [360, 740],
    [1280, 800],
  ])('refuses a reply whose state this tab did not send, as a forgery attempt (%i px)', async (width, height) => {
    const { context } = await newContext(browser, { viewport: { width, height } });
    const page = await context.newPage();
    const exchanges = provider.requests.filter((r) => r === 'POST /oauth/v2/accessToken').length;
    await startFromLogin(page, { plantState: randomBytes(32).toString('hex') });
    // The planted state is replaced by another tab's (an attacker's) reply.
    await page.goto(authorizeUrl(randomBytes(32).toString('hex')));
    await expect.poll(() => page.getByText(FORGERY).count(), { timeout: 15_000 }).toBe(1);
    const back = page.getByRole('link', { name: 'Back to sign-in' });
    expect(await back.getAttribute('href')).toBe('/login');
    // The forged reply's code was never exchanged.
    expect(provider.requests.filter((r) => r === 'POST /oauth/v2/accessToken').length).toBe(exchanges);
    await expectNoAxeViolations(page);
    await screenshot(page, `linkedin-forgery-${width}`);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('a member who cancels at LinkedIn comes back quietly to /login', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    provider.cancelNext();
    await startFromLogin(page);
    await page.waitForURL((url) => url.pathname === '/login' && !url.search.includes('error'), { timeout: 15_000 });
    await page.locator('h1').first().waitFor();
    expect(await page.getByText(FORGERY).count()).toBe(0);
    expect(await page.getByText('Login failed.').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'linkedin-cancelled-1280');
    await context.close();
  });
});
