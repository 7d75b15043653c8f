import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { routes, staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { localeText } from './support/locale-texts';
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
import { EERO, EERO_ID, eeroReadsFinnish } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * Leave, the certificate of employment and the identity card (issue 25) as the demo employee on a
 * 360 px phone, against the seed (scripts/seed-documents.ts): his holidays with the management
 * part (leave accrued); the identity card's PDF and a temporary certificate downloaded and read
 * with a PDF text extractor (Finnish letters intact); a final certificate ordered, answered at the
 * desk by Reija with an evaluation, then downloaded and read; with Ukrainian chosen in the app,
 * the same certificate comes in Ukrainian, its Cyrillic and Reija's Finnish evaluation both intact.
 * Screens at 360 and 1280 px, axe clean.
 */
const EVALUATION = `Täsmällinen ja luotettava työntekijä ${Date.now().toString(36)}.`;

/** Eero's staff record: his language is the PDFs' (the seed's Finnish, put back after). */
const eeroRecord = adminDb.collection(staffCollections.people).doc(EERO_ID);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await eeroRecord.update({ language: 'fi' });
  const orders = await adminDb.collection(staffCollections.certificateOrders).where('employeeId', '==', EERO_ID).get();
  await Promise.all(orders.docs.map((d) => d.ref.delete()));
});

async function downloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Clicks `button` and reads the PDF it downloads. */
async function downloadPdf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  return pdfText(await downloadBytes(download));
}

/** Eero on a phone, his record's language Finnish (the PDFs' language), the screens in English. */
async function eeroSignedIn() {
  const { context } = await newContext(browser, { viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, EERO, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname === routes.shiftsUpcoming.href(), { timeout: 20_000 });
  await eeroReadsFinnish(page);
  return { page, errors, close: () => context.close() };
}

describe('leave, certificates and the identity card', () => {
  it('holidays, the identity card and a temporary certificate; a final one ordered, answered at the desk, downloaded', async () => {
    const { page, errors, close } = await eeroSignedIn();
    onTestFailed(() => screenshot(page, 'employee-documents-failure'));

    // ── Holidays: this year's balance, and holiday management (leave accrued) ──────────────────
    await page.goto(`${STAFF_SITE}/profile/holidays`);
    await page.getByRole('heading', { name: 'Holiday management' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('12.5', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-holidays');

    // ── The identity card, on screen and as a card-sized PDF ──────────────────────────────────
    await page.goto(`${STAFF_SITE}/profile/identity-card`);
    await page.getByText('V-1001').waitFor({ timeout: 30_000 });
    expect(await page.getByText('100123456789').count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-identity-card');
    const card = await downloadPdf(page, 'Download as PDF');
    expect(card.title).toBe('Henkilökortti');
    expect(card.pages).toHaveLength(1);
    expect(card.text).toContain('Eero Nieminen');
    expect(card.text).toContain('Työntekijänumero');
    expect(card.text).toContain('100123456789');

    // ── A temporary certificate now; the final one ordered (asked once more) ───────────────────
    await page.goto(`${STAFF_SITE}/profile/certificate`);
    await page.getByRole('button', { name: 'Order certificate' }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    const temporary = await downloadPdf(page, 'Download temporary certificate');
    expect(temporary.title).toBe('Väliaikainen työtodistus');
    expect(temporary.text).toContain('Eero Nieminen');
    expect(temporary.text).toContain('Työnantaja');
    await page.getByRole('button', { name: 'Order certificate' }).click();
    await page.getByRole('button', { name: 'Yes, order' }).click();
    await page.getByText(/^Ordered on /).waitFor({ timeout: 30_000 });
    await fitsAndShoot(page, 'employee-certificate-ordered');

    // ── Reija answers the order at the desk, with an evaluation ───────────────────────────────
    const desk = await newContext(browser, { viewport: PHONE });
    const reija = await desk.context.newPage();
    onTestFailed(() => screenshot(reija, 'desk-leave-failure'));
    await signInAs(reija, REIJA, { next: '/desk/leave' });
    await reija.waitForURL((url) => url.pathname === '/desk/leave', { timeout: 30_000 });
    const order = reija.getByRole('article').filter({ has: reija.getByRole('heading', { name: 'Eero Nieminen' }) });
    await order.waitFor({ timeout: 60_000 });
    await order.getByLabel(/^Evaluation/).fill(EVALUATION);
    await order.getByRole('button', { name: 'Mark ready' }).click();
    await expectNoAxeViolations(reija);
    await order.getByRole('button', { name: 'Yes, mark ready' }).click();
    await order.getByText('Answered', { exact: true }).waitFor({ timeout: 30_000 });
    await fitsAndShoot(reija, 'desk-leave');
    await desk.context.close();

    // ── Eero downloads the final certificate with the evaluation ──────────────────────────────
    await page.reload();
    await page.getByText(/^Your certificate is ready/).waitFor({ timeout: 30_000 });
    const final = await downloadPdf(page, 'Download certificate');
    expect(final.title).toBe('Työtodistus');
    expect(final.text).toContain(EVALUATION);
    await fitsAndShoot(page, 'employee-certificate-ready');

    // ── He chooses Ukrainian in the app: the same certificate in Ukrainian, Reija's Finnish intact ─
    await page.getByRole('banner').getByRole('combobox').selectOption('uk');
    await expect.poll(async () => (await eeroRecord.get()).get('language'), { timeout: 15_000 }).toBe('uk');
    const downloadUk = localeText('uk', 'documents', 'certificate.downloadFinal');
    await page.getByRole('button', { name: downloadUk }).waitFor({ timeout: 30_000 });
    const ukrainian = await downloadPdf(page, downloadUk);
    expect(ukrainian.title).toBe('Довідка з місця роботи');
    const flat = ukrainian.text.replace(/\s+/g, ' ');
    expect(flat).toContain('Роботодавець');
    expect(flat).toContain('Eero Nieminen');
    expect(flat).toContain(EVALUATION);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-certificate-ready-uk');
    expect(errors).toEqual([]);
    await close();
  });
});
