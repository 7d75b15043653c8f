import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { seedShifts } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import {
  expectNoAxeViolations,
  fitsAndShoot,
  launch,
  newContext,
  PHONE,
  screenshot,
  type Browser,
  type Page,
} from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * Where to be (issue 23 items 1, 5 and 11), as the demo employee on a 360 px phone in Finnish and
 * Ukrainian, chosen from the language menu: the shift details and every offer say the place's
 * street address as a map link opened outside the app and its phone as a `tel:` link; each offer
 * is one flat card with its hours and estimated pay, filtered by place, day and profession title
 * in the address; the count line says the heading's word. The choice of language is kept on
 * Eero's staff record, where his calendar feed reads it.
 *
 * Nothing here changes shifts; the shift data is the seed's as other journeys count it, and
 * Eero's stored language is put back afterwards.
 */
let browser: Browser;
let storedLanguage: unknown;
const eeroRecord = () => adminDb.collection(staffCollections.people).doc(EERO_ID);
beforeAll(async () => {
  await seedShifts(adminDb, new Date());
  storedLanguage = (await eeroRecord().get()).get('language') ?? null;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await eeroRecord().update({ language: storedLanguage });
});

const MAPS = 'https://www.google.com/maps/search/?api=1&query=';
/** Intl puts a no-break space before the euro sign; the test reads it as a space. */
const text = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map((t) => t.replace(/\s/g, ' '));

async function chooseLanguage(page: Page, label: string, language: 'fi' | 'uk') {
  await page.getByRole('combobox', { name: label }).selectOption(language);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe(language);
  // Kept where the server reads it (the calendar feed speaks it).
  await expect.poll(async () => (await eeroRecord().get()).get('language'), { timeout: 15_000 }).toBe(language);
}

describe('where to be, in Finnish and Ukrainian', () => {
  it('shows the address and phone on the details and each offer, flat offers with hours and pay, filtered in the address', async () => {
    const eero = await newContext(browser, { viewport: PHONE });
    const page = await eero.context.newPage();
    onTestFailed(() => screenshot(page, 'employee-where-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await chooseLanguage(page, 'Choose language', 'fi');

    // The details of his warehouse shift in three days: the address opens a map outside the app, the phone calls.
    await page.goto(`${STAFF_SITE}/shifts/upcoming?shiftId=shift-eero-3`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Pohjola, Vantaan varasto');
    const map = page.getByRole('link', { name: 'Tikkurilantie 140, Vantaa (avaa kartalla)' });
    expect(await map.getAttribute('href')).toBe(`${MAPS}Tikkurilantie%20140%2C%20Vantaa`);
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await map.getAttribute('rel')).toContain('noopener');
    expect(await page.getByRole('link', { name: 'Soita +358987001200' }).getAttribute('href')).toBe('tel:+358987001200');
    expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'where-details-fi');

    // The offers: the count line says what the heading says; each offer where, its hours and pay.
    await page.goto(`${STAFF_SITE}/open-shifts/0/10`);
    await expect
      .poll(() => page.getByText(/^Näytetään /).textContent(), { timeout: 20_000 })
      .toBe('Näytetään 1\u2060–\u20605, yhteensä 5 avointa vuoroa.');
    expect(await page.locator('h1').textContent()).toBe('Avoimet vuorot');
    const rooms = page.getByRole('article', { name: /^Avoin vuoro, .*\(Hotelli Aurora, kerrossiivous\)$/ });
    expect(await rooms.getByRole('link', { name: 'Mannerheimintie 12, Helsinki (avaa kartalla)' }).getAttribute('href')).toBe(
      `${MAPS}Mannerheimintie%2012%2C%20Helsinki`,
    );
    expect(await rooms.getByRole('link', { name: 'Soita +358961504420' }).getAttribute('href')).toBe('tel:+358961504420');
    // 8.00–14.30 less 30 min lunch at 13.90 €/h; the bundle's three such days together.
    const facts = async (name: RegExp) => {
      const card = page.getByRole('article', { name });
      const terms = (await card.locator('dt').allTextContents()).map((t) => t.trim());
      const values = (await card.locator('dd').allTextContents()).map((t) => t.replace(/\s/g, ' '));
      return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
    };
    expect(await facts(/^Avoin vuoro, .*\(Hotelli Aurora, kerrossiivous\)$/)).toEqual({
      Tunnit: '6,00',
      'Arvioitu palkka': '83,40 €',
      Ruokatauko: '30 min',
    });
    expect(await facts(/^3 vuoron paketti, /)).toMatchObject({ 'Tunnit yhteensä': '18,00', 'Arvioitu palkka': '250,20 €' });
    // One flat card per offer: five offers were 3 347 px tall at 360 px.
    const heights = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
    expect(heights).toHaveLength(5);
    expect(Math.max(...heights), heights.join()).toBeLessThanOrEqual(540);
    expect(
      heights.reduce((a, b) => a + b, 0),
      heights.join(),
    ).toBeLessThanOrEqual(2000);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'where-offers-fi');

    // Filtered by place: in the address, kept on reload, cleared back to all.
    await page.getByRole('combobox', { name: 'Työpaikka' }).selectOption({ label: 'Hotelli Aurora, kerrossiivous' });
    await page.getByRole('button', { name: 'Näytä' }).click();
    await page.waitForURL((url) => url.searchParams.get('place') === 'pow-aurora-rooms');
    await expect
      .poll(() => page.getByText(/^Näytetään /).textContent(), { timeout: 15_000 })
      .toBe('Näytetään 1\u2060–\u20602, yhteensä 2 avointa vuoroa.');
    await page.reload();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Työpaikka' }).inputValue()).toBe('pow-aurora-rooms');
    // By profession title and day together: the cook's shift suggested for day 5 only.
    await page.getByRole('combobox', { name: 'Työpaikka' }).selectOption('');
    await page.getByRole('combobox', { name: 'Ammattinimike' }).selectOption({ label: 'Kokki' });
    await page.getByRole('button', { name: 'Näytä' }).click();
    await page.waitForURL((url) => url.searchParams.get('title') === 'pt-cook' && !url.searchParams.has('place'));
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    expect(await facts(/^Ehdotettu sinulle, .*\(Hotelli Aurora, keittiö\)$/)).toMatchObject({ 'Arvioitu palkka': '118,50 €' });
    const days = await page.getByRole('combobox', { name: 'Päivä' }).locator('option').allTextContents();
    expect(days).toHaveLength(1 + 7);
    await page.getByRole('combobox', { name: 'Päivä' }).selectOption({ index: 7 });
    await page.getByRole('button', { name: 'Näytä' }).click();
    await page.waitForURL((url) => url.searchParams.has('day'));
    await expect.poll(() => page.getByText('Suodatusta vastaavia avoimia vuoroja ei ole.').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('link', { name: 'Tyhjennä suodatus' }).click();
    await page.waitForURL((url) => url.pathname === '/open-shifts/0/10' && url.search === '');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(5);

    // In Ukrainian, chosen from the language menu.
    await chooseLanguage(page, 'Valitse kieli', 'uk');
    await expect
      .poll(() => page.getByText(/^Показано /).textContent(), { timeout: 15_000 })
      .toBe('Показано 1\u2060–\u20605 з 5 вільних змін.');
    expect(await page.locator('h1').textContent()).toBe('Вільні зміни');
    const ukRooms = page.getByRole('article', { name: /^Вільна зміна, Hotelli Aurora, kerrossiivous, / });
    expect(await ukRooms.getByRole('link', { name: 'Mannerheimintie 12, Helsinki (відкрити на карті)' }).count()).toBe(1);
    expect(await ukRooms.getByRole('link', { name: 'Зателефонувати +358961504420' }).count()).toBe(1);
    expect(await text(page, 'article dt')).toContain('Орієнтовна оплата');
    await page.getByRole('combobox', { name: 'Місце роботи' }).selectOption({ label: 'Ravintola Satama' });
    await page.getByRole('button', { name: 'Показати' }).click();
    await page.waitForURL((url) => url.searchParams.get('place') === 'pow-satama');
    await expect
      .poll(() => page.getByText(/^Показано /).textContent(), { timeout: 15_000 })
      .toBe('Показано 1\u2060–\u20601 з 1 вільної зміни.');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'where-offers-uk');

    await page.goto(`${STAFF_SITE}/shifts/upcoming?shiftId=shift-eero-1`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Hotelli Aurora, keittiö');
    expect(await page.getByRole('link', { name: 'Mannerheimintie 12, Helsinki (відкрити на карті)' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Зателефонувати +358961504410' }).getAttribute('href')).toBe('tel:+358961504410');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'where-details-uk');

    expect(errors).toEqual([]);
    await eero.context.close();
  });
});
