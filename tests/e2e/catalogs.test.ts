import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * /catalogs (issue 5 item 7): an admin adds, renames and deletes tags (a tag on a talent is
 * refused with the count; the rename reaches the talent's detail through the rename trigger),
 * adds an occupation with four names; a second admin sees an added tag live; `my` and a talent
 * get no access. Every tag, occupation and talent is the test's own (unique names), removed
 * afterwards; seeded catalogues are only read.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const run = Date.now().toString(36);
const TAG_ID = `e2e-cat-tag-${run}`;
const TAG = `Sukeltajakortti ${run}`;
const RENAMED = `Sukelluskortti ${run}`;
const TALENT = `e2e-cat-talent-${run}`;
const UNUSED = `Poistettava ${run}`;
const LIVE = `Näkyy heti ${run}`;
const OCC_EN = `Diver ${run}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await adminDb.doc(`tags/${TAG_ID}`).set({ name: TAG });
  await adminDb.doc(`talents/${TALENT}`).set({
    firstName: 'Kaarlo',
    lastName: 'Luettelo',
    email: `catalogs-${run}@example.com`,
    tags: [{ id: TAG_ID, name: TAG }],
    added: new Date(),
  });
});
afterAll(async () => {
  await browser?.close();
  await adminDb.recursiveDelete(adminDb.doc(`talents/${TALENT}`));
  await adminDb.doc(`tags/${TAG_ID}`).delete();
  for (const col of ['tags', 'occupations']) {
    const snap = await adminDb.collection(col).get();
    for (const d of snap.docs) if (JSON.stringify(d.data()).includes(run)) await d.ref.delete();
  }
});

const tagList = (page: Page) => page.getByRole('list', { name: 'Tags' });

describe('catalogues', () => {
  it('admin: add, rename (reaches the talent), refuse in-use delete, delete unused; second admin live; occupation', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'catalogs-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, ADMIN, { next: '/catalogs' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Catalogues');
    await expect.poll(() => tagList(page).getByText(TAG, { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // A second admin watches the list.
    const second = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const other = await second.context.newPage();
    await signInAs(other, ADMIN, { next: '/catalogs' });
    await expect.poll(() => tagList(other).getByText(TAG, { exact: true }).count(), { timeout: 20_000 }).toBe(1);

    // Empty and duplicate names are refused, the typed text kept.
    await page.getByRole('button', { name: 'Add tag' }).click();
    expect(await page.getByText('Field is required').count()).toBe(1);
    await page.getByLabel('New tag').fill(TAG.toUpperCase());
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => page.getByText('This name is already in the list.').count()).toBe(1);
    expect(await page.getByLabel('New tag').inputValue()).toBe(TAG.toUpperCase());

    // Add: shows here and, live, for the second admin.
    await page.getByLabel('New tag').fill(LIVE);
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => tagList(page).getByText(LIVE, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => tagList(other).getByText(LIVE, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await second.context.close();

    // Filter.
    await page.getByLabel('Filter tags').fill(run);
    await expect.poll(() => tagList(page).getByRole('listitem').count()).toBe(2);

    // Rename inline.
    await page.getByRole('button', { name: `Rename ${TAG}` }).click();
    await page.getByLabel(`New name for ${TAG}`).fill(RENAMED);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => tagList(page).getByText(RENAMED, { exact: true }).count(), { timeout: 10_000 }).toBe(1);

    // The trigger renames it on the talent.
    await expect
      .poll(async () => ((await adminDb.doc(`talents/${TALENT}`).get()).get('tags') as { name: string }[])[0]?.name, {
        timeout: 20_000,
      })
      .toBe(RENAMED);

    // In use: refused with the count.
    await page.getByRole('button', { name: `Delete ${RENAMED}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Talents with this tag: 1.', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'catalogs-in-use-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Unused: confirmed and deleted.
    await page.getByLabel('New tag').fill(UNUSED);
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => tagList(page).getByText(UNUSED, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: `Delete ${UNUSED}` }).click();
    await expect
      .poll(() => dialog.getByText(`No talent has the tag ${UNUSED}.`, { exact: false }).count(), { timeout: 10_000 })
      .toBe(1);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => tagList(page).getByText(UNUSED, { exact: true }).count(), { timeout: 10_000 }).toBe(0);

    await screenshot(page, 'catalogs-tags-1280');

    // Occupations tab (keyboard: arrow from the Tags tab).
    await page.getByRole('tab', { name: 'Tags' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Occupations' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Add occupation' }).click();
    expect(await page.getByText('Field is required').count()).toBe(1);
    await page.getByLabel('Name in English').fill(OCC_EN);
    await page.getByLabel('Name in Finnish').fill('Sukeltaja');
    await page.getByLabel('Name in Russian').fill('Водолаз');
    await page.getByLabel('Name in Ukrainian').fill('Водолаз');
    await page.getByRole('button', { name: 'Add occupation' }).click();
    const occupations = page.getByRole('list', { name: 'Occupations' });
    await expect.poll(() => occupations.getByText(OCC_EN, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    // The list shows the pending write at once; the server has it a moment later.
    await expect
      .poll(async () => (await adminDb.collection('occupations').where('en', '==', OCC_EN).get()).docs.map((d) => d.data()), {
        timeout: 10_000,
      })
      .toEqual([{ en: OCC_EN, fi: 'Sukeltaja', ru: 'Водолаз', uk: 'Водолаз' }]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'catalogs-occupations-1280');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('tab', { name: 'Tags' }).click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'catalogs-360');

    // The talent's detail shows the new tag name.
    await page.goto(`${TALENT_SITE}/talents/talent?id=${encodeURIComponent(TALENT)}`);
    await expect.poll(() => page.getByText(RENAMED, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['my', 'tuomas.tuki@demo.vuoro.fi'],
    ['talent', 'aino.virtanen@demo.vuoro.fi'],
  ])('%s gets no access', async (_role, email) => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, email, { next: '/catalogs' });
    await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    await context.close();
  });
});
