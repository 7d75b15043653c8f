import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminAuth } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * The sign-ins the journeys share (tests/e2e/support/sign-in.ts): a second journey starts from
 * the first one's session without the sign-in form, and a session revoked since (the seed sets
 * the demo passwords again when verify.test.ts re-runs it) is never handed out: the account
 * signs in through the form again instead of landing on /login.
 */
const AINO = 'aino.virtanen@demo.vuoro.fi';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in as Aino on a fresh phone-sized page and returns the paths the page went through. */
async function openAccount(): Promise<{ page: Page; paths: string[]; close: () => Promise<void> }> {
  const { context } = await newContext(browser, { viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  onTestFailed(() => screenshot(page, 'shared-sign-in-failure'));
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(TALENT_SITE)) paths.push(new URL(frame.url()).pathname);
  });
  await signInAs(page, AINO, { next: '/account' });
  await page.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
  await expect
    .poll(() => page.getByRole('region', { name: 'Delete my account', exact: true }).count(), { timeout: 20_000 })
    .toBe(1);
  return { page, paths, close: () => context.close() };
}

describe('shared sign-ins', () => {
  it('a second journey starts signed in, without the sign-in form; a revoked session signs in through the form again', async () => {
    const first = await openAccount();
    await first.close();

    const second = await openAccount();
    expect(second.paths.filter((p) => p.startsWith('/login'))).toEqual([]);
    await second.close();

    // Revoked since it was kept: the kept session is not handed out, so no journey lands on /login.
    await adminAuth.revokeRefreshTokens((await adminAuth.getUserByEmail(AINO)).uid);
    const third = await openAccount();
    expect(third.paths).toContain('/login');
    expect(new URL(third.page.url()).pathname).toBe('/account');
    await third.close();
  });
});
