import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  FILE_MAX_BYTES,
  getSharedFile,
  getSharedFiles,
  putDeskShareFile,
  staffCollections,
  type EmployeeSharedFileView,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { signIn as signInByPassword } from '../support/auth';
import { callRoute, routePath } from '../support/call-route';
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
import { DEMO_PASSWORD, REIJA, signInAs } from './support/sign-in';

/**
 * The agency desk's files screen (issue 24) as Reija, an admin with a second factor, on a 360 px
 * phone and at 1280 px: shares a small PDF with Eero (his own GET /v1/Employee/SharedFiles lists
 * it and the bytes he downloads are the ones chosen; the desk then counts his download), a file
 * over 8 MB is refused before anything is sent, a file shared with every employee is asked about
 * first, and a training material with an attachment is listed and stored. Everything the journey
 * made (names carry the run's tag) is deleted after, with its chunks, downloads and audit records.
 */
const RUN = Date.now().toString(36);
const PAYSLIP = `Palkkaerittely-${RUN}.pdf`;
const CONTACTS = `Yhteystiedot-${RUN}.txt`;
const MATERIAL = `Kassaohje ${RUN}`;
/** A small valid PDF, ASCII only (so its bytes read back as the same text). */
const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await removeWhatTheJourneyMade();
});

async function removeWhatTheJourneyMade() {
  const files = (await adminDb.collection(staffCollections.sharedFiles).get()).docs.filter((d) =>
    String(d.get('fileName')).includes(RUN),
  );
  const materials = (await adminDb.collection(staffCollections.trainingMaterials).get()).docs.filter((d) =>
    String(d.get('title.fi')).includes(RUN),
  );
  const fileIds = [
    ...files.map((d) => d.get('fileId') as string),
    ...materials.map((d) => d.get('attachment.fileId') as string | null),
  ];
  const refs = [...files, ...materials].map((d) => d.ref);
  for (const fileId of fileIds.filter(Boolean)) {
    refs.push(
      ...(await adminDb.collection(staffCollections.fileChunks).where('fileId', '==', fileId).get()).docs.map((d) => d.ref),
    );
  }
  for (const d of files) {
    refs.push(
      ...(await adminDb.collection(staffCollections.sharedFileDownloads).where('sharedFileId', '==', d.id).get()).docs.map(
        (x) => x.ref,
      ),
    );
    refs.push(
      ...(await adminDb.collection(staffCollections.deskAudit).where('sharedFileId', '==', d.id).get()).docs.map((x) => x.ref),
    );
  }
  for (const d of materials) {
    refs.push(
      ...(await adminDb.collection(staffCollections.trainingMaterialReads).where('materialId', '==', d.id).get()).docs.map(
        (x) => x.ref,
      ),
    );
    refs.push(
      ...(await adminDb.collection(staffCollections.deskAudit).where('trainingMaterialId', '==', d.id).get()).docs.map(
        (x) => x.ref,
      ),
    );
  }
  await Promise.all(refs.map((ref) => ref.delete()));
}

/** Every share the page sends (none may leave for a refused file). */
function sharesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === routePath(putDeskShareFile)) sent.push(request.url());
  });
  return sent;
}

describe('the desk shares files and adds training materials', () => {
  it('shares with Eero and with everyone, refuses a file over 8 MB, and adds a material with its file', async () => {
    const { context, external } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    onTestFailed(() => screenshot(page, 'desk-files-failure'));
    const shares = sharesSent(page);
    await signInAs(page, REIJA, { next: '/desk/files' });
    await page.waitForURL((url) => url.pathname === '/desk/files', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Files and training' }).waitFor({ timeout: 20_000 });
    const share = page.getByRole('form', { name: 'Share a file' });
    const sharedList = page.getByRole('region', { name: 'Shared files' });

    // ── A small PDF to Eero ──────────────────────────────────────────────────────────────────
    const employee = share.getByRole('combobox', { name: 'Employee' });
    // The first calls wake the api function in the emulator (three at once: seconds each on a busy machine).
    await expect.poll(() => employee.isEnabled(), { timeout: 60_000 }).toBe(true);
    await employee.fill('Eero');
    await page
      .getByRole('option', { name: /Eero Nieminen/ })
      .first()
      .click();
    await share.getByLabel(/^File/).setInputFiles({ name: PAYSLIP, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    await share.getByLabel(/^Finnish/).fill('Palkkaerittely marraskuulta');
    await share.getByText('Translations (optional)').click();
    await share.getByLabel('English').fill('Pay slip for November');
    await share.getByRole('button', { name: 'Share the file' }).click();
    await share
      .getByRole('status')
      .filter({ hasText: `Shared: ${PAYSLIP}` })
      .waitFor({ timeout: 20_000 });
    const toEero = sharedList.getByRole('listitem').filter({ hasText: PAYSLIP });
    await expect.poll(() => toEero.textContent(), { timeout: 15_000 }).toContain('To Eero Nieminen');
    expect(await toEero.textContent()).toContain('Downloaded by 0 employees');

    // Eero's own list has it, with the description in his language; the bytes are the ones chosen.
    const eero = await signInByPassword(EERO, DEMO_PASSWORD);
    const his = await callRoute(getSharedFiles, { token: eero.idToken, via: 'function' });
    expect(his.status).toBe(200);
    const mine = (his.body as { files: EmployeeSharedFileView[] }).files.find((f) => f.fileName === PAYSLIP);
    expect(mine).toMatchObject({ contentType: 'application/pdf', size: PDF.length, everyone: false });
    const bytes = await callRoute(getSharedFile, { token: eero.idToken, params: { id: mine!.id }, via: 'function' });
    expect(bytes.status).toBe(200);
    expect(bytes.body).toBe(PDF);
    expect((await adminDb.collection(staffCollections.sharedFiles).doc(mine!.id).get()).get('employeeId')).toBe(EERO_ID);

    // ── A file over 8 MB: refused when chosen, nothing sent ────────────────────────────────────
    await share.getByLabel(/^File/).setInputFiles({
      name: `Video-${RUN}.mp4`,
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(FILE_MAX_BYTES + 1, 1),
    });
    await share.getByText(`“Video-${RUN}.mp4” is 8 MB, too large to send. Choose a file of at most 8 MB.`).waitFor();
    expect(await share.getByLabel(/^File/).inputValue()).toBe('');
    await share.getByRole('button', { name: 'Share the file' }).click();
    await share.getByText('Choose the employee').waitFor();
    expect(await share.getByText(`“Video-${RUN}.mp4” is 8 MB`).count()).toBe(1);
    expect(shares).toHaveLength(1);

    // ── A text file for every employee, asked first ───────────────────────────────────────────
    await page.reload();
    await share.getByRole('radio', { name: 'Every employee' }).check();
    await share.getByLabel(/^File/).setInputFiles({
      name: CONTACTS,
      mimeType: 'text/plain',
      buffer: Buffer.from('Toimisto: 010 123 4567\n'),
    });
    await share.getByLabel(/^Finnish/).fill('Toimiston yhteystiedot');
    await share.getByRole('button', { name: 'Share the file' }).click();
    await share.getByText(`Share the file ${CONTACTS} with every employee?`).waitFor();
    expect(shares).toHaveLength(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'desk-files-confirm');
    await share.getByRole('button', { name: 'Yes, share with everyone' }).click();
    await share
      .getByRole('status')
      .filter({ hasText: `Shared: ${CONTACTS}` })
      .waitFor({ timeout: 20_000 });
    const toAll = sharedList.getByRole('listitem').filter({ hasText: CONTACTS });
    await expect.poll(() => toAll.textContent(), { timeout: 15_000 }).toContain('To every employee');
    const everyone = await adminDb.collection(staffCollections.sharedFiles).where('fileName', '==', CONTACTS).get();
    expect(everyone.docs.map((d) => ({ everyone: d.get('everyone'), employeeId: d.get('employeeId') }))).toEqual([
      { everyone: true, employeeId: null },
    ]);

    // The list loaded again after the share: it now counts Eero's download of the PDF.
    await expect.poll(() => toEero.textContent(), { timeout: 15_000 }).toContain('Downloaded by 1 employee');

    // ── A training material with an attachment, at 1280 px ────────────────────────────────────
    await page.setViewportSize({ width: 1280, height: 900 });
    const add = page.getByRole('form', { name: 'Add a training material' });
    const [title, description] = [add.getByRole('group', { name: 'Title' }), add.getByRole('group', { name: 'Description' })];
    await title.getByLabel(/^Finnish/).fill(MATERIAL);
    await title.getByText('Translations (optional)').click();
    await title.getByLabel('Swedish').fill(`Kassainstruktion ${RUN}`);
    await description.getByLabel(/^Finnish/).fill('Näin avaat ja suljet kassan.');
    await add
      .getByLabel(/^Attachment/)
      .setInputFiles({ name: `kassa-${RUN}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    await add.getByRole('button', { name: 'Add the training material' }).click();
    await add
      .getByRole('status')
      .filter({ hasText: `Training material added: ${MATERIAL}` })
      .waitFor({ timeout: 20_000 });
    const listed = page.getByRole('region', { name: 'Training materials' }).getByRole('listitem').filter({ hasText: MATERIAL });
    await expect.poll(() => listed.textContent(), { timeout: 15_000 }).toContain(`kassa-${RUN}.pdf`);
    expect(await listed.textContent()).toContain('Read by 0 employees');
    const stored = await adminDb.collection(staffCollections.trainingMaterials).where('title.fi', '==', MATERIAL).get();
    expect(stored.docs.map((d) => [d.get('title'), d.get('attachment.fileName'), d.get('attachment.size')])).toEqual([
      [{ fi: MATERIAL, sv: `Kassainstruktion ${RUN}` }, `kassa-${RUN}.pdf`, PDF.length],
    ]);

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'desk-files');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  }, 180_000);
});
