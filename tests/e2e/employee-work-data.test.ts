import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seedShifts } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, PHONE, screenshot, type Browser } from './support/browser';
import { EERO, helsinkiDay } from './support/employee';
import { localeText } from './support/locale-texts';
import { signInInLanguage } from './support/sign-in';

/**
 * Issue 23 item 4, as the demo employee on a 360 px phone in Finnish, Ukrainian and Swedish: his
 * work data is in his language, not only the labels. Profession titles (kept in Finnish with their
 * translations, scripts/seed-shifts.ts) and the worktime format read in his language in the list,
 * the details, the offers and their filter, the calendar and the MarkShift form. The customer's
 * info to him stays as the customer wrote it, and says so. Nothing here changes shifts.
 */

/** What he reads for the seed's titles, in each language (scripts/seed-shifts.ts `titles`). */
const TITLES = {
  fi: { cook: 'Kokki', warehouse: 'Varastotyöntekijä', rooms: 'Kerrossiivooja', waiter: 'Tarjoilija' },
  uk: { cook: 'Кухар', warehouse: 'Працівник складу', rooms: 'Прибиральник номерів', waiter: 'Офіціант' },
  sv: { cook: 'Kock', warehouse: 'Lagerarbetare', rooms: 'Hotellstädare', waiter: 'Servitör' },
} as const;

let browser: Browser;
beforeAll(async () => {
  await seedShifts(adminDb, new Date());
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['fi', 'uk', 'sv'] as const)('work data in his language (%s, 360 px)', (lng) => {
  const titles = TITLES[lng];
  const t = (ns: string, key: string) => localeText(lng, ns, key);

  it('names titles and the worktime format in his language on every shift screen, and the info as the customer wrote it', async () => {
    const { context, external } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, `work-data-${lng}-failure`));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInInLanguage(page, EERO, lng);

    // The list: his warehouse shift in three days, as what.
    const card = page.getByRole('article').filter({ hasText: 'Pohjola, Vantaan varasto' }).first();
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    expect(await card.innerText()).toContain(titles.warehouse);

    // The details: title and worktime format in his language; the customer's info labelled as theirs.
    await page.goto(`${STAFF_SITE}/shifts/upcoming?shiftId=shift-eero-3`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Pohjola, Vantaan varasto');
    const facts = Object.fromEntries(
      await page
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((r) => [r.querySelector('dt')?.textContent?.trim(), r.querySelector('dd')?.textContent?.trim()]),
        ),
    );
    expect(facts[t('shifts', 'professionTitle')]).toBe(titles.warehouse);
    expect(facts[t('shifts', 'worktimeFormat')]).toBe(t('labels', 'workTimeType.periodWork'));
    const info = page.getByRole('region', { name: t('shifts', 'infoToEmployee') });
    expect(await info.getByText(t('shifts', 'writtenByCustomer'), { exact: true }).count()).toBe(1);
    // As written: the customer wrote it in Finnish, and it is not touched.
    expect(await info.getByText(/^Käytä lastauslaiturin ovea B\./).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, `work-data-details-${lng}`);

    // The offers and their filter: every title in his language.
    await page.goto(`${STAFF_SITE}/open-shifts/0/10`);
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(5);
    const offers = (await page.getByRole('article').allInnerTexts()).join('\n');
    expect(offers).toContain(titles.rooms);
    expect(offers).toContain(titles.cook);
    const options = await page
      .getByRole('combobox', { name: t('shifts', 'professionTitle') })
      .locator('option')
      .allTextContents();
    // Each one as he reads it, none in another language (the seed's offers are for three or four of them).
    for (const option of options.slice(1)) expect(Object.values(titles)).toContain(option);
    expect(options).toEqual(expect.arrayContaining([titles.cook, titles.rooms]));
    await fitsAndShoot(page, `work-data-offers-${lng}`);

    // The calendar's shift details (tomorrow's kitchen shift).
    const tomorrow = helsinkiDay(1);
    await page.goto(`${STAFF_SITE}/calendar/${tomorrow.getFullYear()}/${tomorrow.getMonth() + 1}?shiftId=shift-eero-1`);
    const details = page.getByRole('region', { name: 'Hotelli Aurora, keittiö' });
    await expect.poll(() => details.getByText(titles.cook, { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, `work-data-calendar-${lng}`);

    // MarkShift: the titles he may record a shift as, in his language.
    await page.goto(`${STAFF_SITE}/shifts/new`);
    const title = page.getByLabel(new RegExp(`^${t('shifts', 'mark.field.professionTitle')}`));
    await expect.poll(() => title.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const recordable = (await title.locator('option').allTextContents()).slice(1);
    expect(recordable).toContain(titles.cook);
    expect(recordable).toContain(titles.warehouse);
    await fitsAndShoot(page, `work-data-mark-${lng}`);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
