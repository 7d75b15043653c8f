import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { STAFF_SITE, TALENT_SITE } from '../support/emulators';
import { launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signIn } from './support/sign-in';

/**
 * Sign out from every signed-in layout (issue 14, item 2): a talent, a recruiter (admin), an
 * employee and a customer user each sign in, find "Sign out" in the header (1280 px) or in the
 * phone menu (360 px), and land on /login of the site they were on, which says they have signed
 * out (issue 23, item 16). The back button then shows none of what the session saw: the guarded
 * screen sends the visitor to /login again, without the sign-out message.
 */
const accounts = [
  { layout: 'talent', email: 'aino.virtanen@demo.vuoro.fi', site: TALENT_SITE, home: '/talent-profile' },
  { layout: 'recruiter', email: 'reija.rekrytoija@demo.vuoro.fi', site: TALENT_SITE, home: '/talents' },
  { layout: 'staff', email: 'eero.nieminen@demo.vuoro.fi', site: STAFF_SITE, home: '/shifts/upcoming' },
  { layout: 'customer', email: 'maria.lehtonen@demo.vuoro.fi', site: STAFF_SITE, home: '/customer/shifts' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.locator('main h1').first();

describe('sign out', () => {
  for (const { layout, email, site, home } of accounts) {
    for (const width of [360, 1280]) {
      it(`from the ${layout} layout at ${width} px lands on /login, and back shows no data`, async () => {
        const { context, external } = await newContext(browser, { viewport: { width, height: 800 } });
        const page = await context.newPage();
        onTestFailed(() => screenshot(page, `sign-out-${layout}-${width}-failure`));
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));

        await signIn(page, email, { site });
        await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
        await expect.poll(() => heading(page).count(), { timeout: 15_000 }).toBe(1);
        const seen = (await heading(page).innerText()).trim();
        expect(seen).not.toBe('');

        if (width < 640) {
          // Phone: the header holds only the menu button; "Sign out" is in the menu.
          expect(await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).count()).toBe(0);
          await page.getByRole('button', { name: 'Menu' }).click();
        }
        const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
        await expect.poll(() => signOut.count(), { timeout: 5_000 }).toBe(1);
        await screenshot(page, `sign-out-${layout}-${width}`);
        await signOut.click();
        await page.waitForURL((url) => url.pathname === '/login' && url.search === '', { timeout: 20_000 });
        await expect.poll(() => heading(page).innerText()).toBe('Sign in to Vuoro');
        expect(new URL(page.url()).origin).toBe(new URL(site).origin);
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'You have signed out.' }).count()).toBe(1);
        await screenshot(page, `signed-out-${layout}-${width}`);
        expect(await page.getByRole('link', { name: 'Sign out' }).count()).toBe(0);

        // Back: the screen the session saw is guarded again; nothing of it is shown.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
        expect(new URL(page.url()).searchParams.get('next')).toBe(home);
        await expect.poll(() => heading(page).innerText()).toBe('Sign in to Vuoro');
        expect(await page.getByText(seen, { exact: true }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Sign out' }).count()).toBe(0);
        expect(pathOf(page)).toBe('/login');
        expect(await page.getByText('You have signed out.').count()).toBe(0);

        expect(errors).toEqual([]);
        expect(external).toEqual([]);
        await context.close();
      });
    }
  }

  for (const { who, email, site, page: path } of [
    { who: 'a talent', email: 'aino.virtanen@demo.vuoro.fi', site: TALENT_SITE, page: '/account' },
    { who: 'an employee', email: 'eero.nieminen@demo.vuoro.fi', site: STAFF_SITE, page: '/settings' },
    { who: 'a customer user', email: 'maria.lehtonen@demo.vuoro.fi', site: STAFF_SITE, page: '/customer/settings' },
  ]) {
    it(`${who} signs out from ${path} too`, async () => {
      const { context } = await newContext(browser, { viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      onTestFailed(() => screenshot(page, `sign-out-page-${who}-failure`));
      await signIn(page, email, { site, next: path });
      await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
      const link = page.getByRole('main').getByRole('link', { name: 'Sign out' });
      await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
      await link.click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '', { timeout: 20_000 });
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'You have signed out.' }).count()).toBe(1);
      await context.close();
    });
  }
});
