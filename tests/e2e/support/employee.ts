import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AGENCY_TIME_ZONE, staffCollections } from '@vuoro/domain';
import { adminDb } from '../../support/admin';

/** The seed's demo employee (scripts/seed.ts, scripts/seed-shifts.ts): his sign-in and staff record. */
export const EERO = 'eero.nieminen@demo.vuoro.fi';
export const EERO_ID = 'sp-eero-nieminen';

/** Helsinki's today plus `days`, as a zoned date (the seed places its shifts by Helsinki days from today). */
export const helsinkiDay = (days: number) => addDays(new TZDate(Date.now(), AGENCY_TIME_ZONE), days);

/** That day as the shift lists head it ("Monday 30.11."). */
export const dayHeading = (days: number) => format(helsinkiDay(days), 'EEEE d.M.');

/**
 * Eero's record reads Finnish (the language his PDFs and mails are written in) while the page stays
 * English: he chooses Finnish in the header, because the Staff API keeps his record for about a
 * minute and only its own writes refresh it (an earlier journey may have left another language),
 * then the page's stored language goes back to English. Call it on a signed-in staff page.
 */
export async function eeroReadsFinnish(page: Page) {
  const person = adminDb.collection(staffCollections.people).doc(EERO_ID);
  await page.getByRole('banner').getByRole('combobox').selectOption('fi');
  await expect.poll(async () => (await person.get()).get('language'), { timeout: 15_000 }).toBe('fi');
  await page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
}
