import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, type Browser, type Page } from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * A contract from the desk to its signature (issue 25), on a 360 px phone: Reija (admin with a
 * second factor) makes a template with an attachment at /desk/contracts and sends it to Eero, asked
 * once more. Eero finds it at /profile/contracts marked "To sign"; Sign stays disabled with its
 * reason until he has opened the contract and the attachment; he signs (asked once more) and sees
 * who signed and when; the whole contract downloads as a PDF whose text (Finnish letters intact)
 * carries his signature. Reija's list then shows the signature with its time and each part's
 * opening. The template, contract, reads, message and audit records the run made are deleted after.
 */
const RUN = Date.now().toString(36);
const TITLE = `Työsopimus ${RUN}`;
const BODY =
  'Työntekijä sitoutuu noudattamaan työnantajan ohjeita. Koeaika on neljä kuukautta; palkka maksetaan kahdesti kuussa.';
const ATTACHMENT = `Työsäännöt ${RUN}`;
const ATTACHMENT_TEXT = 'Työvaatteet ja -kengät annetaan ensimmäisenä päivänä. Hygieniapassi näytetään esihenkilölle.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await removeWhatTheJourneyMade();
});

async function removeWhatTheJourneyMade() {
  const templates = (await adminDb.collection(staffCollections.contractTemplates).get()).docs.filter(
    (d) => d.get('title.fi') === TITLE,
  );
  const contracts = (
    await adminDb.collection(staffCollections.employmentContracts).where('employeeId', '==', EERO_ID).get()
  ).docs.filter((d) => d.get('title.fi') === TITLE);
  const refs = [...templates, ...contracts].map((d) => d.ref);
  for (const contract of contracts) {
    refs.push(
      ...(await adminDb.collection(staffCollections.contractReads).where('contractId', '==', contract.id).get()).docs.map(
        (d) => d.ref,
      ),
    );
  }
  for (const template of templates) {
    refs.push(
      ...(await adminDb.collection(staffCollections.deskAudit).where('templateId', '==', template.id).get()).docs.map(
        (d) => d.ref,
      ),
    );
  }
  refs.push(
    ...(await adminDb.collection(staffCollections.messages).where('employeeId', '==', EERO_ID).get()).docs
      .filter((d) => JSON.stringify(d.data()).includes(RUN))
      .map((d) => d.ref),
  );
  await Promise.all(refs.map((ref) => ref.delete()));
}

/** A download's bytes, read as a stream (the run's one browser is connected over its WebSocket). */
async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reija at the desk's contracts screen on a phone. */
async function reijaAtTheDesk() {
  const desk = await phonePage(browser, 'desk-contracts-failure');
  await signInAs(desk.page, REIJA, { next: routes.deskContracts.href() });
  await desk.page.waitForURL((url) => url.pathname === routes.deskContracts.href(), { timeout: 20_000 });
  await desk.page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor({ timeout: 20_000 });
  return desk;
}

async function makeTemplate(page: Page) {
  // The first calls wake the api function in the emulator (three at once: seconds each on a busy machine).
  const employee = page.getByRole('form', { name: 'Send a contract' }).getByRole('combobox', { name: 'Employee' });
  await expect.poll(() => employee.isEnabled(), { timeout: 60_000 }).toBe(true);
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form
    .getByRole('group', { name: 'Title', exact: true })
    .getByLabel(/^Finnish/)
    .fill(TITLE);
  await form
    .getByRole('group', { name: 'Contract text', exact: true })
    .getByLabel(/^Finnish/)
    .fill(BODY);
  await form.getByRole('button', { name: 'Add an attachment' }).click();
  await form
    .getByRole('group', { name: 'Title of attachment 1' })
    .getByLabel(/^Finnish/)
    .fill(ATTACHMENT);
  await form
    .getByRole('group', { name: 'Text of attachment 1' })
    .getByLabel(/^Finnish/)
    .fill(ATTACHMENT_TEXT);
  await form.getByLabel(/^Employer/).fill('Vuoro Henkilöstöpalvelut Oy');
  await form.getByLabel(/^Start date/).fill('2026-12-01');
  await form.getByLabel(/^Hourly wage/).fill('14,50');
  await form.getByLabel(/^Weekly working hours/).fill('37,5');
  await form.getByRole('button', { name: 'Save the template' }).click();
  // Once saved, the editor holds the saved template: it is named "Edit the template" from then on.
  await page
    .getByRole('form', { name: 'Edit the template' })
    .getByRole('status')
    .filter({ hasText: 'Saved successfully' })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('region', { name: 'Templates' }).getByText(TITLE).waitFor({ timeout: 15_000 });
}

async function sendToEero(page: Page) {
  const send = page.getByRole('form', { name: 'Send a contract' });
  await send.getByLabel(/^Template/).selectOption({ label: TITLE });
  expect(await send.getByLabel(/^Hourly wage/).inputValue()).toBe('14,5');
  await send.getByRole('combobox', { name: 'Employee' }).fill('Eero');
  await page
    .getByRole('option', { name: /Eero Nieminen/ })
    .first()
    .click();
  await send.getByRole('button', { name: 'Send for signing' }).click();
  await send.getByText(`Send “${TITLE}” to Eero Nieminen for signing?`).waitFor();
  await expectNoAxeViolations(page);
  await fitsAndShoot(page, 'desk-contracts-confirm');
  await send.getByRole('button', { name: 'Yes, send' }).click();
  await send.getByRole('status').filter({ hasText: 'Saved successfully' }).waitFor({ timeout: 60_000 });
}

/** Eero on the staff site on a phone, his screens in English, at `next`. */
async function eeroAt(next: string) {
  const eero = await phonePage(browser, 'employee-contracts-failure');
  await signInAs(eero.page, EERO, { site: STAFF_SITE });
  await eero.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await eero.page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
  await eero.page.goto(`${STAFF_SITE}${next}`);
  return eero;
}

describe('a contract from the desk to its signature', () => {
  it('Reija sends, Eero opens every part and signs, the PDF carries the signature, the desk sees it', async () => {
    // ── The desk: a template with an attachment, sent to Eero ─────────────────────────────────
    const desk = await reijaAtTheDesk();
    await makeTemplate(desk.page);
    await sendToEero(desk.page);
    const sentItem = desk.page
      .getByRole('region', { name: 'Sent contracts' })
      .getByRole('article', { name: `${TITLE}, Eero Nieminen` });
    await sentItem.waitFor({ timeout: 15_000 });
    expect(await sentItem.textContent()).toContain('Not signed yet');
    expect(await sentItem.textContent()).toContain(`${ATTACHMENT}: not opened`);
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-contracts');

    // ── Eero: the list, then the contract ─────────────────────────────────────────────────────
    const eero = await eeroAt(routes.profileContracts.href());
    const { page } = eero;
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: TITLE }) });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByText('To sign', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-contracts-list');
    await card.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: 'Terms' }).textContent()).toContain('EmployerVuoro Henkilöstöpalvelut Oy');

    // Sign is disabled, and says why, until every part was opened.
    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    expect(await sign.isDisabled()).toBe(true);
    expect(await sign.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Read the contract and all its attachments before signing').waitFor();
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-contract-unread');

    const parts = page.getByRole('region', { name: 'Contract and attachments' }).getByRole('listitem');
    expect(await parts.count()).toBe(2);
    await parts.nth(0).getByRole('button', { name: 'Open' }).click();
    await parts.nth(0).getByText(BODY).waitFor({ timeout: 15_000 });
    await parts
      .nth(0)
      .getByText(/Opened \d+\.\d+\.\d{4}$/)
      .waitFor();
    expect(await sign.isDisabled()).toBe(true);
    await parts.nth(1).getByRole('button', { name: 'Open' }).click();
    await parts.nth(1).getByText(ATTACHMENT_TEXT).waitFor({ timeout: 15_000 });
    await expect.poll(() => sign.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('Read the contract and all its attachments before signing').count()).toBe(0);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-contract-opened');

    // Signing asks once more, then says who signed and when.
    await sign.click();
    await page.getByText('Sign the contract? A signed contract cannot be taken back.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, sign' }).click();
    const signed = page.getByText(/^Signed by Eero Nieminen on \d+\.\d+\.\d{4} \d+\.\d{2}$/);
    await signed.waitFor({ timeout: 20_000 });
    const stored = (
      await adminDb.collection(staffCollections.employmentContracts).where('employeeId', '==', EERO_ID).get()
    ).docs.find((d) => d.get('title.fi') === TITLE);
    expect(stored?.get('state')).toBe('signed');
    expect(Object.keys(stored?.get('signed.versions') as object).sort()).toEqual(['a1', 'main']);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-contract-signed');

    // The whole contract as a PDF: its text with Finnish letters, and the signature.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Download the contract (PDF)' }).click(),
    ]);
    const pdf = await pdfText(await downloadBytes(download));
    const flat = pdf.text.replace(/\s+/g, ' ');
    expect(flat).toContain(TITLE);
    expect(flat).toContain('Työntekijä sitoutuu noudattamaan');
    expect(flat).toContain('Hygieniapassi näytetään');
    expect(flat).toContain('Eero Nieminen');
    expect(eero.errors).toEqual([]);
    expect(eero.external).toEqual([]);
    await eero.close();

    // ── The desk sees the signature with its time and each part's opening ─────────────────────
    await desk.page.reload();
    await sentItem.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => sentItem.textContent(), { timeout: 15_000 })
      .toMatch(/Signed \d+\.\d+\.\d{4} \d+\.\d{2} by Eero Nieminen/);
    expect(await sentItem.textContent()).toMatch(new RegExp(`${ATTACHMENT}: opened \\d+\\.\\d+\\.\\d{4} \\d+\\.\\d{2}`));
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-contracts-signed');
    expect(desk.errors).toEqual([]);
    expect(desk.external).toEqual([]);
    await desk.close();
  }, 240_000);
});
