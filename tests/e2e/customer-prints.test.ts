import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@vuoro/domain';
import { STAFF_SITE } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, screenshot, type Browser } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Rosters (issue 26) against the seed: Maria (Hotelli Aurora) on a 360 px phone downloads the
 * kitchen's roster of the next two weeks; the downloaded bytes are a PDF whose text, read with a
 * PDF text extractor, names Eero, who works the kitchen tomorrow and the day after (the seed's
 * filled shifts), in Maria's record's language (Finnish). Antti (Logistiikka Pohjola) is offered
 * only Pohjola's places. Screens at 360 and 1280 px, axe clean, nothing sideways at 360 px.
 * The journey only reads: nothing to put back.
 */
const MARIA = 'maria.lehtonen@demo.vuoro.fi';
const ANTTI = 'antti.koskinen@demo.vuoro.fi';
const KITCHEN = 'Hotelli Aurora, keittiö';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function downloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('customer rosters', () => {
  it("Maria downloads the kitchen's two-week roster as a PDF naming Eero", async () => {
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
