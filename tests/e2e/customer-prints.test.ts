import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgencyDays, agencyDay, routes, staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { putCustomerShift } from '../support/customer-shift-fixtures';
import { STAFF_SITE } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, screenshot, type Browser } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Rosters (issue 26) against the seed: Maria (Hotelli Aurora) on a 360 px phone downloads the
 * kitchen's roster of the next two weeks; the downloaded bytes are a PDF whose text, read with a
 * PDF text extractor, names Eero, who works the kitchen tomorrow and the day after (the seed's
 * filled shifts), in Maria's record's language (Finnish). The journey adds a busy fortnight to the
 * kitchen (five filled shifts a day, workers named with Ä, Ö and Cyrillic letters), so the roster
 * runs over pages, and removes it after. Antti (Logistiikka Pohjola) is offered only Pohjola's
 * places. Screens at 360 and 1280 px, axe clean, nothing sideways at 360 px.
 */
const MARIA = 'maria.lehtonen@demo.vuoro.fi';
const ANTTI = 'antti.koskinen@demo.vuoro.fi';
const KITCHEN = 'Hotelli Aurora, keittiö';

const WHERE = {
  customer: { id: 'hotelli-aurora', name: 'Hotelli Aurora Oy' },
  place: { id: 'pow-aurora-kitchen', name: KITCHEN },
};
const WORKERS = [
  { id: 'sp-e2e-roster-aija', name: 'Äijä Öhman' },
  { id: 'sp-e2e-roster-olena', name: 'Олена Коваленко' },
  { id: 'sp-e2e-roster-sergei', name: 'Сергей Ёлкин' },
];
const FORTNIGHT = 'e2e-roster-';

/** Five filled kitchen shifts a day from tomorrow on, within the "Next two weeks" preset (today + 13 days). */
async function putBusyFortnight() {
  const writes = [];
  for (let d = 1; d <= 12; d++) {
    const day = agencyDay(addAgencyDays(new Date(), d));
    for (let n = 0; n < 5; n++) {
      const worker = WORKERS[(d * 5 + n) % WORKERS.length]!;
      writes.push(putCustomerShift(`${FORTNIGHT}${d}-${n}`, WHERE, { day, start: '8.00', end: '16.00' }, { employee: worker }));
    }
  }
  await Promise.all(writes);
}

async function removeBusyFortnight() {
  const snap = await adminDb.collection(staffCollections.shifts).where('placeOfWork.id', '==', WHERE.place.id).get();
  await Promise.all(snap.docs.filter((d) => d.id.startsWith(FORTNIGHT)).map((d) => d.ref.delete()));
}

let browser: Browser;
beforeAll(async () => {
  await removeBusyFortnight();
  await putBusyFortnight();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await removeBusyFortnight();
});

async function downloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('customer rosters', () => {
  it("Maria downloads the kitchen's two-week roster as a PDF of several pages naming Eero and the fortnight's workers", async () => {
    const { page, errors, external, close } = await phonePage(browser, 'customer-prints-failure');
    await signInAs(page, MARIA, { site: STAFF_SITE, next: routes.customerPrints.href() });
    await page.waitForURL((url) => url.pathname === routes.customerPrints.href(), { timeout: 20_000 });
    const place = page.getByRole('combobox', { name: /Place of work/ });
    await expect.poll(() => place.locator('option').allTextContents(), { timeout: 20_000 }).toContain(KITCHEN);
    expect(await place.locator('option').allTextContents()).not.toContainEqual(expect.stringMatching(/Pohjola|terminaali/i));
    await place.selectOption({ label: KITCHEN });
    const twoWeeks = page.getByRole('button', { name: 'Next two weeks' });
    await twoWeeks.click();
    expect(await twoWeeks.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-prints');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Työvuorolista Hotelli Aurora, keittiö \d{4}-\d{2}-\d{2}–\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await downloadBytes(download);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await pdfText(bytes);
    expect(pdf.title).toBe('Työvuorolista');
    expect(pdf.text).toContain(KITCHEN);
    expect(pdf.text).toContain('Eero Nieminen');
    for (const worker of WORKERS) expect(pdf.text).toContain(worker.name);
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const rows of pdf.pages.filter((p) => p.includes('Äijä Öhman'))) expect(rows).toContain('Työntekijä');
    expect(pdf.text).toContain('Kokki');
    expect(pdf.text).toMatch(/\b7,50\b/); // 7.00–15.00 less 30 minutes
    await expect.poll(() => page.getByText('The roster was downloaded.').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'customer-prints-downloaded-360');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await close();
  });

  it("Antti (another customer) is offered his own places only, none of Aurora's", async () => {
    const { page, errors, close } = await phonePage(browser, 'customer-prints-antti-failure');
    await signInAs(page, ANTTI, { site: STAFF_SITE, next: routes.customerPrints.href() });
    await page.waitForURL((url) => url.pathname === routes.customerPrints.href(), { timeout: 20_000 });
    const place = page.getByRole('combobox', { name: /Place of work/ });
    await expect.poll(() => place.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const offered = await place.locator('option').allTextContents();
    expect(offered).toContain('Pohjola, Keravan terminaali');
    expect(offered.join(' | ')).not.toMatch(/Aurora/);
    expect(await page.getByText(/Aurora/).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
