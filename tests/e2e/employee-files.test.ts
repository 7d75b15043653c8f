import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { routes, staffCollections } from '@vuoro/domain';
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
import { EERO, EERO_ID, eeroReadsFinnish } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The employee's training materials and shared files (issue 24) as the demo employee on a 360 px
 * phone, against the seed (scripts/seed-files.ts): the training list fails to load once and loads
 * on "Try again"; the welcome guide's PDF opens in the page and its read flag is stored for Eero;
 * the safety guide's .docx is refused in the browser and downloads byte for byte; the contract
 * appendix shared with Eero downloads byte for byte from My files and his first download is stored.
 */
const WELCOME = 'tm-tervetuloa';
const SAFETY = 'tm-tyoturvallisuus';
const CONTRACT = 'sf-tyosopimus-liite';
const UNSUPPORTED = 'This file type cannot be opened in the browser. Download the file to open it on your device.';

const readDoc = () => adminDb.collection(staffCollections.trainingMaterialReads).doc(`${EERO_ID}_${WELCOME}`);
const downloadDoc = () => adminDb.collection(staffCollections.sharedFileDownloads).doc(`${EERO_ID}_${CONTRACT}`);

/** A stored file's bytes as the file store keeps them: chunks `<fileId>_<n>`, chunk 0 saying how many. */
async function storedBytes(fileId: string): Promise<Buffer> {
  const chunks = adminDb.collection(staffCollections.fileChunks);
  const head = (await chunks.doc(`${fileId}_0`).get()).data() as { count: number; bytes: Uint8Array };
  const rest = await Promise.all(
    Array.from(
      { length: head.count - 1 },
      async (_, k) => ((await chunks.doc(`${fileId}_${k + 1}`).get()).data() as { bytes: Uint8Array }).bytes,
    ),
  );
  return Buffer.concat([head.bytes, ...rest]);
}

/** The file id a seeded material's or shared file's bytes are kept under. */
async function fileIdOf(collection: string, id: string): Promise<string> {
  const data = (await adminDb.collection(collection).doc(id).get()).data() as {
    fileId?: string;
    attachment?: { fileId: string };
  };
  return data.attachment?.fileId ?? data.fileId!;
}

/** A download's bytes, read as a stream (the run's one browser is connected over its WebSocket). */
async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let browser: Browser;
beforeAll(async () => {
  await Promise.all([readDoc().delete(), downloadDoc().delete()]);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A phone-sized page signed in as Eero (on his home page), then on `next`; `before` runs just
 * before `next` is opened (a request routed to fail), so it applies to the screen's first load.
 */
async function signedIn(next: string, before?: (page: Page) => Promise<unknown>) {
  const { context, external } = await newContext(browser, { viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, EERO, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname === routes.shiftsUpcoming.href(), { timeout: 20_000 });
  await eeroReadsFinnish(page);
  await before?.(page);
  await page.goto(`${STAFF_SITE}${next}`);
  return { page, errors, external, close: () => context.close() };
}

describe('training materials and my files', () => {
  it('lists the materials after a failed load, opens the PDF in the page (read flag stored) and downloads the refused .docx', async () => {
    // The first read of the list fails as a dropped connection does (the server never sees it).
    const { page, errors, external, close } = await signedIn(routes.trainingMaterials.href(), (p) =>
      p.route(
        (url) => url.pathname === '/v1/Employee/EmployeeTrainingMaterials',
        (route) => route.abort('internetdisconnected'),
        { times: 1 },
      ),
    );
    onTestFailed(() => screenshot(page, 'employee-training-failure'));

    // The screen says the load failed and offers a retry.
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load training materials' });
    await alert.waitFor({ timeout: 20_000 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    const welcome = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Tervetuloa Vuoroon' }) });
    await welcome.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await welcome.getByText('New', { exact: true }).count()).toBe(1);
    // Eero's chosen language is Finnish: the texts are Finnish, marked so on the English screen.
    expect(await welcome.getByRole('heading').getAttribute('lang')).toBe('fi');
    expect(await page.getByRole('link', { name: 'Training materials', exact: true }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-training-list');

    // Opening the material marks it read for Eero: the label goes without a reload, the flag is stored.
    const fileAnswer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/v1/Employee/EmployeeTrainingMaterials/${WELCOME}/File`,
    );
    await welcome.getByRole('link', { name: 'Tervetuloa Vuoroon' }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === WELCOME);
    await page.getByRole('heading', { level: 1, name: 'Tervetuloa Vuoroon' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText('New', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await readDoc().get()).exists, { timeout: 15_000 }).toBe(true);
    expect((await readDoc().get()).data()).toMatchObject({ employeeId: EERO_ID, materialId: WELCOME });

    // Its PDF is shown in the page, from a blob URL of the bytes the Staff API answered.
    const frame = page.locator('iframe[title="Attachment Tervetuloa Vuoroon.pdf"]');
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    // (The page's CSP lets no script fetch a blob: URL, so the bytes are compared as they arrived.)
    const answer = await fileAnswer;
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
    const stored = await storedBytes(await fileIdOf(staffCollections.trainingMaterials, WELCOME));
    expect((await answer.body()).equals(stored)).toBe(true);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-training-pdf');

    // The .docx: the browser cannot show it, so the screen says so and downloads it.
    await page.getByRole('link', { name: /Back to training materials/ }).click();
    await page.getByRole('link', { name: 'Työturvallisuusohje' }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === SAFETY);
    await page.getByText(UNSUPPORTED).waitFor({ timeout: 15_000 });
    expect(await page.locator('iframe').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Työturvallisuusohje.docx');
    expect(
      (await downloadBytes(download)).equals(await storedBytes(await fileIdOf(staffCollections.trainingMaterials, SAFETY))),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-training-unsupported');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await close();
  });

  it('downloads the shared contract appendix byte for byte; the first download is stored', async () => {
    const { page, errors, external, close } = await signedIn(routes.myFiles.href());
    onTestFailed(() => screenshot(page, 'employee-my-files-failure'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Työsopimus-liite.pdf' }) });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByText('New', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Yhteystiedot.txt' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      card.getByRole('button', { name: 'Download Työsopimus-liite.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Työsopimus-liite.pdf');
    expect(
      (await downloadBytes(download)).equals(await storedBytes(await fileIdOf(staffCollections.sharedFiles, CONTRACT))),
    ).toBe(true);
    await expect.poll(async () => (await downloadDoc().get()).exists, { timeout: 15_000 }).toBe(true);
    const first = (await downloadDoc().get()).data()!.downloadedAt as { toMillis(): number };
    // The list is read again: the file says it was downloaded and is no longer new.
    await expect.poll(() => card.getByText('New', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    expect(await card.getByText(/^Downloaded \d{1,2}\.\d{1,2}\.\d{4}$/).count()).toBe(1);

    // A second download keeps the first time.
    await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      card.getByRole('button', { name: 'Download Työsopimus-liite.pdf' }).click(),
    ]);
    expect(((await downloadDoc().get()).data()!.downloadedAt as { toMillis(): number }).toMillis()).toBe(first.toMillis());

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-my-files');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await close();
  });
});
