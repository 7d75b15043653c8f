import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seedShifts } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, PHONE, screenshot, type Browser } from './support/browser';
import { EERO, helsinkiDay } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The employee's home as Eero finds it on a 360 px phone (issue 23, items 2, 12 and 15), in
 * Finnish and Ukrainian, against the seeded shifts (scripts/seed-shifts.ts): his next shift on
 * top (tomorrow 7.00–15.00 in the hotel kitchen), tomorrow said in words in the list and
 * yesterday in the done list, the menu counting the time change (day 2) and the two
 * suggestions (day 5, the day 12–14 bundle) that wait for his answer, 44 px header controls in
 * a header that stays on screen, and the logo and "Back to home" of a missing page keeping him
 * in the app, at his home with the menu.
 */
const words = {
  fi: {
    next: 'Seuraava vuorosi',
    tomorrow: 'Huomenna',
    yesterday: 'Eilen',
    menu: 'Valikko',
    shifts: 'Tulevat vuorot (1 aikamuutos vahvistettavana)',
    offers: 'Avoimet vuorot (2 ehdotusta odottaa vastaustasi)',
    home: 'Takaisin etusivulle',
    notFound: 'Sivua ei löytynyt',
    cook: 'Kokki',
  },
  uk: {
    next: 'Ваша наступна зміна',
    tomorrow: 'Завтра',
    yesterday: 'Учора',
    menu: 'Меню',
    shifts: 'Майбутні зміни (1 зміна з новим часом чекає на підтвердження)',
    offers: 'Вільні зміни (2 пропозиції чекають на вашу відповідь)',
    home: 'Повернутися на головну сторінку',
    notFound: 'Сторінку не знайдено',
    cook: 'Кухар',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  await seedShifts(adminDb, new Date());
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the employee landing', () => {
  for (const language of ['fi', 'uk'] as const) {
    const w = words[language];
    it(`${language}: the next shift, tomorrow in words, what waits in the menu, home stays in the app`, async () => {
      const { context, external } = await newContext(browser, { viewport: PHONE });
      const page = await context.newPage();
      onTestFailed(() => screenshot(page, `employee-landing-${language}-failure`));
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await signInAs(page, EERO, { site: STAFF_SITE });
      await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
      // He picks his language in the header, as on his own phone (kept for the pages that follow).
      await page.getByRole('banner').getByRole('combobox').selectOption(language);

      // The next shift on top: tomorrow, its times, where and as what.
      const next = page.getByRole('region', { name: w.next, exact: true });
      await expect.poll(() => next.count(), { timeout: 20_000 }).toBe(1);
      const nextText = await next.innerText();
      expect(nextText).toContain(`${w.tomorrow} 7.00\u2060–\u206015.00`);
      expect(nextText).toContain(format(helsinkiDay(1), 'd.M.'));
      expect(await next.getByRole('link', { name: 'Hotelli Aurora, keittiö', exact: true }).count()).toBe(1);
      // Where to go: the street address opens a map outside the app; the place's phone can be tapped.
      expect(await next.getByRole('link', { name: /^Mannerheimintie 12, Helsinki / }).getAttribute('target')).toBe('_blank');
      expect(await next.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+358961504410');
      // As what, in his language (issue 23 item 4).
      expect(nextText).toContain(w.cook);

      // Tomorrow's day heading says so; the day after does not.
      const tomorrow = page.getByRole('heading', { level: 2, name: new RegExp(`^${w.tomorrow} `) });
      expect(await tomorrow.count()).toBe(1);
      expect(await tomorrow.innerText()).toContain(format(helsinkiDay(1), 'd.M.'));
      expect(
        // The whole date after a space: '1.12.' must not also match '21.12.' (a month's 1st, 2nd… after tomorrow).
        await page
          .getByRole('heading', { level: 2, name: new RegExp(`\\s${format(helsinkiDay(2), 'd.M.').replaceAll('.', '\\.')}$`) })
          .innerText(),
      ).not.toContain(w.tomorrow);

      // 44 px targets in the header.
      const menu = page.getByRole('button', { name: w.menu, exact: true });
      expect((await menu.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect((await page.getByRole('banner').getByRole('combobox').boundingBox())!.height).toBeGreaterThanOrEqual(44);

      // The menu counts what waits for his answer, in words for a screen reader.
      await menu.click();
      const nav = page.getByRole('banner').getByRole('navigation');
      await expect.poll(() => nav.getByRole('link', { name: w.shifts, exact: true }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => nav.getByRole('link', { name: w.offers, exact: true }).count(), { timeout: 15_000 }).toBe(1);
      await expectNoAxeViolations(page);
      await screenshot(page, `employee-landing-menu-${language}-360`);
      await menu.click();

      // The header stays on screen at the end of the long list.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(500);
      expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
      expect(await menu.isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      await fitsAndShoot(page, `employee-landing-${language}`);

      // The done list says which shift was yesterday.
      await page.goto(`${STAFF_SITE}/shifts/done`);
      const yesterday = page.getByRole('cell', { name: new RegExp(`^${w.yesterday} `) });
      await expect.poll(() => yesterday.count(), { timeout: 20_000 }).toBe(1);
      expect(await yesterday.innerText()).toContain(format(helsinkiDay(-1), 'd.M.yyyy'));
      await fitsAndShoot(page, `employee-done-labels-${language}`);

      // A missing page: the logo and "Back to home" go to his home, with the menu.
      await page.goto(`${STAFF_SITE}/ei-tallaista-sivua`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: w.notFound }).count(), { timeout: 15_000 }).toBe(1);
      const back = page.getByRole('main').getByRole('link', { name: w.home });
      await expect.poll(() => back.getAttribute('href'), { timeout: 15_000 }).toBe('/shifts/upcoming');
      expect(await page.getByRole('banner').getByRole('link', { name: 'Vuoro' }).getAttribute('href')).toBe('/shifts/upcoming');
      await expectNoAxeViolations(page);
      await fitsAndShoot(page, `employee-not-found-${language}`);
      await back.click();
      await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 15_000 });
      await expect.poll(() => page.getByRole('button', { name: w.menu, exact: true }).count(), { timeout: 15_000 }).toBe(1);

      expect(errors).toEqual([]);
      expect(external).toEqual([]);
      await context.close();
    });
  }

  it('signed out, the logo and "Back to home" still go to the public landing page', async () => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-landing-signed-out-failure'));
    await page.goto(`${STAFF_SITE}/no-such-page`);
    const back = page.getByRole('main').getByRole('link', { name: 'Back to the front page' });
    await expect.poll(() => back.count(), { timeout: 15_000 }).toBe(1);
    expect(await back.getAttribute('href')).toBe('/');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Vuoro' }).getAttribute('href')).toBe('/');
    await context.close();
  });
});
