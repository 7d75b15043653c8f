import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';

/**
 * The user manual (issue 6, item 6): one manual, two doors. /manual follows the visitor's
 * language; /ohje starts in Finnish unless the visitor has chosen a language, which it keeps.
 * The contents list jumps to its sections by mouse and keyboard, each section leads back to the
 * top; axe finds nothing at 360 and 1280 px. No data of its own: the pages are public.
 */
const SECTIONS = ['Signing in', 'For job seekers', 'For employees', 'For customers', 'Contact and support'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * Whether the section's top is on screen in the upper half (the last section cannot scroll to
 * the very top when the page ends below it).
 */
const headingOnTop = (page: Page, id: string) =>
  page.evaluate((i) => {
    const top = document.getElementById(i)!.getBoundingClientRect().top;
    return top >= -1 && top < window.innerHeight / 2;
  }, id);

describe('/manual and /ohje', () => {
  it('/manual is in English for an English browser, and the contents jump to every section', async () => {
    const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${TALENT_SITE}/manual`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vuoro user manual');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Contents', ...SECTIONS]);

    const toc = page.getByRole('navigation', { name: 'Contents' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(SECTIONS);
    // Mouse: each contents link scrolls its section to the top and puts its id in the address.
    for (const [title, id] of [
      ['For employees', 'employees'],
      ['Contact and support', 'contact'],
    ] as const) {
      await toc.getByRole('link', { name: title }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#${id}`);
      await expect.poll(() => headingOnTop(page, id)).toBe(true);
      // Back to top of this section returns to the title.
      await page.locator(`#${id}`).getByRole('link', { name: 'Back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(120);
    }
    // Keyboard: focus a contents link, press Enter, and the next Tab continues inside that section.
    await toc.getByRole('link', { name: 'For customers' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#customers');
    await expect.poll(() => headingOnTop(page, 'customers')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe('customers');

    await page.goto(`${TALENT_SITE}/manual`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vuoro user manual');
    await expectNoAxeViolations(page);
    await screenshot(page, 'manual-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'manual-360');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('/ohje shows the Finnish manual to a visitor who has not chosen a language, without storing a choice', async () => {
    const { context } = await newContext(browser, { viewport: { width: 360, height: 740 } });
    // Every heading the page ever shows, from its first paint: Finnish from the start, never English first.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/ohje`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vuoron käyttöohje');
    expect(await page.locator('html').getAttribute('lang')).toBe('fi');
    expect(await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)).toEqual([
      'Vuoron käyttöohje',
    ]);
    expect(await page.getByRole('navigation', { name: 'Sisällys' }).getByRole('link').allTextContents()).toEqual([
      'Kirjautuminen',
      'Työnhakijoille',
      'Työntekijöille',
      'Asiakkaille',
      'Yhteystiedot ja tuki',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('vuoro.language'))).toBeNull();
    await expectNoAxeViolations(page);
    await screenshot(page, 'ohje-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('/ohje keeps the language the visitor chose (Swedish)', async () => {
    const { context } = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('vuoro.language', 'sv'));
    const page = await context.newPage();
    await page.goto(`${TALENT_SITE}/ohje`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Bruksanvisning för Vuoro');
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    expect(await page.evaluate(() => localStorage.getItem('vuoro.language'))).toBe('sv');
    await context.close();
  });
});
