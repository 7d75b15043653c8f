import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SITE, TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, PHONE, screenshot, type Browser, type Page } from './support/browser';
import { LAST_SCREEN_KEY } from '../../web/src/lib/last-screen';
import { EERO } from './support/employee';
import { localeText } from './support/locale-texts';
import { signInAs } from './support/sign-in';

/**
 * Issue 28: the talent side's public pages paint their first screen from their HTML (a picture
 * per language, made when building: web/build/first-paint.ts), and the app takes its place.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A page whose app never starts: its entry module (the only module script of the HTML) is refused. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
}

const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!;
    return { prerendered: root.getAttribute('data-prerendered'), inert: root.inert, lang: document.documentElement.lang };
  });

describe('first paint: a public page shows its first screen before the app has loaded', () => {
  it("paints the page in the browser's language from the HTML alone, inert, with no script of the app", async () => {
    const { context } = await newContext(browser, { locale: 'fi-FI', viewport: PHONE }, { pictures: true });
    const page = await context.newPage();
    await withoutTheApp(page);
    await page.goto(`${TALENT_SITE}/`);
    expect(await page.locator('h1').textContent()).toBe(localeText('fi', 'common', 'landing.title'));
    expect(await rootState(page)).toEqual({ prerendered: 'fi', inert: true, lang: 'fi' });
    await screenshot(page, 'first-paint-landing-fi-360');

    await page.goto(`${TALENT_SITE}/login`);
    expect(await rootState(page)).toEqual({ prerendered: 'fi', inert: true, lang: 'fi' });
    // The language list shows the language the page is in, not the first of the list.
    expect(await page.getByLabel(localeText('fi', 'common', 'language.choose')).inputValue()).toBe('fi');
    await context.close();
  });

  it('/ukraine paints in Ukrainian when nothing was chosen; a stored choice wins, on every page', async () => {
    const { context } = await newContext(browser, {}, { pictures: true });
    const page = await context.newPage();
    await withoutTheApp(page);
    await page.goto(`${TALENT_SITE}/ukraine`);
    expect((await rootState(page)).prerendered).toBe('uk');
    await page.evaluate(() => localStorage.setItem('vuoro.language', 'sv'));
    for (const path of ['/ukraine', '/register', '/login', '/']) {
      await page.goto(`${TALENT_SITE}${path}`);
      expect(await rootState(page), path).toEqual({ prerendered: 'sv', inert: true, lang: 'sv' });
    }
    await context.close();
  });

  it('paints nothing on the staff side, for a stored language we do not support, or on a screen behind sign-in', async () => {
    const { context } = await newContext(browser, {}, { pictures: true });
    const page = await context.newPage();
    await withoutTheApp(page);
    await page.goto(`${STAFF_SITE}/login`);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await page.goto(`${TALENT_SITE}/talents`);
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await page.locator('template').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('vuoro.language', 'de'));
    await page.goto(`${TALENT_SITE}/login`);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await context.close();
  });

  it('the app takes the picture’s place without a layout shift or an error, and then takes input', async () => {
    const { context } = await newContext(browser, { viewport: PHONE }, { pictures: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${TALENT_SITE}/login`);
    await page.waitForSelector('html[data-first-screen="shown"]', { state: 'attached' });
    expect(await rootState(page)).toEqual({ prerendered: null, inert: false, lang: 'en' });
    await page.getByLabel('Email or username').fill('someone@example.com');
    expect(await page.getByLabel('Email or username').inputValue()).toBe('someone@example.com');
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('first paint behind sign-in: the last screen a person saw, kept in their browser', () => {
  it('paints at once at their next visit, inert, gives way to the app with fresh data, and is forgotten at sign-out', async () => {
    const { context } = await newContext(browser, { viewport: PHONE }, { pictures: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, EERO, { site: STAFF_SITE, next: '/shifts/upcoming' });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, LAST_SCREEN_KEY, { timeout: 20_000 });
    const seen = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      heading: document.querySelector('#root h1')?.textContent,
      shifts: document.querySelectorAll('#root main li a[href*="shiftId="]').length,
    }));
    expect(seen.shifts).toBeGreaterThan(0);

    // The next visit, before any of the app's code has run: the screen as it was, taking no input.
    await withoutTheApp(page);
    await page.goto(`${STAFF_SITE}/shifts/upcoming`);
    expect(await rootState(page)).toEqual({ prerendered: seen.lang, inert: true, lang: seen.lang });
    expect(await page.locator('#root h1').textContent()).toBe(seen.heading);
    expect(await page.locator('#root main li a[href*="shiftId="]').count()).toBe(seen.shifts);
    await screenshot(page, 'first-paint-last-screen-360');

    // With the app: it takes the picture's place once the shifts are loaded again.
    await page.unrouteAll();
    await page.goto(`${STAFF_SITE}/shifts/upcoming`);
    await page.waitForSelector('html[data-first-screen="shown"]', { state: 'attached' });
    expect(await rootState(page)).toEqual({ prerendered: null, inert: false, lang: seen.lang });
    expect(await page.locator('#root main li a[href*="shiftId="]').count()).toBe(seen.shifts);

    // Signing out forgets it: the next visit paints nothing.
    await page.goto(`${STAFF_SITE}/signout`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SCREEN_KEY)).toBeNull();
    await withoutTheApp(page);
    await page.goto(`${STAFF_SITE}/shifts/upcoming`);
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
