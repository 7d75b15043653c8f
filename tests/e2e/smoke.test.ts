import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SITE, TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser } from './support/browser';
import { localeText } from './support/locale-texts';

let browser: Browser;

/** The built file of a source module: lazy chunks are named by hash alone (web/vite.config.ts), so the manifest says which. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../../web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`The build's manifest has no ${source}`);
  return file;
}
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('smoke: the landing page and the shell', () => {
  it('renders the landing page in English for an English browser, without errors or outside requests', async () => {
    const { context, external } = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${TALENT_SITE}/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Work and workers, shift by shift');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('link', { name: /I work through Vuoro/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('the language switch changes <html lang> and the text, and the choice is remembered', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/`);
    await page.getByLabel('Choose language').selectOption('fi');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fi');
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('Work and workers, shift by shift');
    const finnish = await page.locator('h1').textContent();
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe(finnish);
    expect(await page.evaluate(() => localStorage.getItem('vuoro.language'))).toBe('fi');
    await context.close();
  });

  it('/ukraine gives Ukrainian when nothing was chosen before', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/ukraine`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('uk');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/[А-ЯІЇЄа-яіїє]/);
    await context.close();
  });

  it('the staff site defaults to Finnish for a browser language we do not support; the talent site to English', async () => {
    const { context } = await newContext(browser, { locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${STAFF_SITE}/`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fi');
    await page.goto(`${TALENT_SITE}/`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it("says 'Unsupported locale' when the stored choice is a language we do not support", async () => {
    const { context } = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('vuoro.language', 'de'));
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unsupported locale' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('an unknown path shows the 404 page', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/no/such/page`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    await expectNoAxeViolations(page);
    await context.close();
  });

  // /beta-or-old was the public "not built yet" example; issue 24 built it, and no public route is pending any more.
  it('/beta-or-old says what the new interface means, in the user language', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/beta-or-old`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('New or old interface');
    await expect.poll(() => page.getByText('You are using the new Vuoro.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a guarded route sends a visitor without a session to /login', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/talents`);
    await page.waitForURL(/\/login\?next=%2Ftalents$/);
    await context.close();
  });

  it('warns below 360 px wide and not at 360 px', async () => {
    const { context } = await newContext(browser, { viewport: { width: 340, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/`);
    const warning = page.getByRole('alert').filter({ hasText: 'narrower than 360 px' });
    await expect.poll(() => warning.isVisible()).toBe(true);
    await page.setViewportSize({ width: 360, height: 700 });
    await expect.poll(() => warning.isVisible()).toBe(false);
    await context.close();
  });

  it("the landing's link to /ukraine speaks Ukrainian without a reload; a language chosen before still wins", async () => {
    for (const stored of [null, 'fi'] as const) {
      const { context } = await newContext(browser);
      if (stored) await context.addInitScript((lng) => localStorage.setItem('vuoro.language', lng), stored);
      const page = await context.newPage();
      await page.goto(`${TALENT_SITE}/`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(stored ?? 'en');
      let loads = 0;
      page.on('load', () => loads++);
      await page.locator('main a[href="/ukraine"]').click();
      await page.waitForURL(/\/ukraine$/);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(stored ?? 'uk');
      await expect.poll(() => page.locator('h1').textContent()).toBe(localeText(stored ?? 'uk', 'auth', 'title.ukraine'));
      expect(loads).toBe(0); // inside the app: no page load
      await context.close();
    }
  });

  it('a translation file that fails to load reloads the page once, and the page then speaks', async () => {
    const { context } = await newContext(browser);
    const file = builtFile('src/locales/en/auth.json');
    let requests = 0;
    await context.route(
      (url) => url.pathname === `/${file}`,
      (route) => (requests++ === 0 ? route.abort() : route.continue()),
    );
    const page = await context.newPage();
    // Documents asked for, not load events: the reload may come before the first page's load event.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });
    await page.goto(`${TALENT_SITE}/login`);
    // /login paints its heading from the HTML (first-paint pictures), so the heading alone does not
    // say the reloaded app runs: wait for the second request of the file, then for the app to show.
    await expect.poll(() => requests, { timeout: 15_000 }).toBe(2);
    await page.waitForSelector('html[data-first-screen="shown"]', { state: 'attached', timeout: 30_000 });
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe(localeText('en', 'auth', 'title.default'));
    expect(loads).toBe(2); // the navigation, then exactly one automatic reload
    expect(requests).toBe(2);
    await context.close();
  });

  it('a route chunk that fails to load reloads the page once, then shows the error page', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Work and workers, shift by shift');
    let loads = 0;
    page.on('load', () => loads++);
    const chunk = builtFile('src/features/help/routes/create-account-help.tsx');
    await context.route(
      (url) => url.pathname === `/${chunk}`,
      (route) => route.abort(),
    );
    await page.goto(`${TALENT_SITE}/create-account-help`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Something went wrong');
    expect(loads).toBe(2); // the navigation, then exactly one automatic reload
    await expect.poll(() => page.getByText('Part of the application could not be loaded').count()).toBe(1);
    await context.close();
  });
});

describe('screenshots of the landing page', () => {
  it.each([
    ['fi', 360],
    ['fi', 1280],
    ['uk', 360],
    ['uk', 1280],
  ] as const)('%s at %i px', async (language, width) => {
    const { context } = await newContext(browser, { viewport: { width, height: 900 } });
    await context.addInitScript((lng) => localStorage.setItem('vuoro.language', lng), language);
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
    await page.locator('h1').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await screenshot(page, `landing-${language}-${width}`);
    await context.close();
  });
});
