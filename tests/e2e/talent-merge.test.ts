import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Talent detail, the rest of the admin editing (issue 5 item 2) and the duplicate merge: an
 * admin picks a tag from the catalogue by keyboard, sets the industry, adds a certificate, sets
 * the work permit 'active' with its expiry date, adds a reference (no contact → the domain
 * message, the name kept) and edits a work-history row; `my` sees it live. Then the admin merges
 * the test's duplicate into the kept profile: the kept one has the union, the assignment names the
 * kept id and the merged id goes back to /talents. The test writes its own talents and assignment
 * (unique ids) and removes them afterwards.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const MY = 'tuomas.tuki@demo.vuoro.fi';
const run = Date.now().toString(36);
const KEEP = `e2e-merge-keep-${run}`;
const MERGE = `e2e-merge-other-${run}`;
const ASSIGNMENT = `e2e-merge-job-${run}`;
const EMAIL = `merge-${run}@example.com`;

let browser: Browser;
const day = (n: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 9, n, 9)));
beforeAll(async () => {
  browser = await launch();
  await adminDb.doc(`talents/${KEEP}`).set({
    firstName: 'Mariia',
    lastName: 'Mergetest',
    email: EMAIL,
    phoneNumber: '+358401117766',
    languages: [{ language: 'uk', level: 'proficient' }],
    tags: [],
    duplicate: true,
    added: day(4),
  });
  await adminDb.doc(`talents/${KEEP}/workHistory/w1`).set({
    company: 'Hotel Aurora',
    job: 'Cook',
    start: day(1),
    stillWorking: true,
  });
  await adminDb.doc(`talents/${KEEP}/jobs/${ASSIGNMENT}`).set({ statuses: [{ status: 'presented', date: day(8) }] });
  await adminDb.doc(`talents/${MERGE}`).set({
    firstName: 'Maria',
    lastName: 'Mergetest',
    email: EMAIL,
    location: 'Tampere',
    languages: [{ language: 'en', level: 'independent' }],
    tags: [{ id: 'ensiapu', name: 'Ensiapukortti EA1' }],
    duplicate: true,
    added: day(2),
  });
  await adminDb.doc(`talents/${MERGE}/workHistory/m1`).set({
    company: 'Kahvila Kuu',
    job: 'Barista',
    start: day(1),
    end: day(3),
    stillWorking: false,
  });
  await adminDb.doc(`talents/${MERGE}/i18n/uk`).set({ about: 'Кухар з досвідом' });
  await adminDb.doc(`talents/${MERGE}/jobs/${ASSIGNMENT}`).set({ statuses: [{ status: 'interviewed', date: day(9) }] });
  await adminDb.doc(`jobs/${ASSIGNMENT}`).set({
    company: 'E2E Merge Oy',
    title: 'Kokki',
    presentedTalents: [],
    presentableTalents: [{ id: MERGE, name: 'Maria Mergetest' }],
    updatedBy: 'demo-admin',
  });
});
afterAll(async () => {
  await browser?.close();
  await adminDb.recursiveDelete(adminDb.doc(`talents/${KEEP}`));
  await adminDb.recursiveDelete(adminDb.doc(`talents/${MERGE}`));
  await adminDb.recursiveDelete(adminDb.doc(`jobs/${ASSIGNMENT}`));
});

const detail = (id: string) => `/talents/talent?id=${encodeURIComponent(id)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const kept = () => adminDb.doc(`talents/${KEEP}`).get();

async function shots(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('talent detail: admin editing and duplicate merge', () => {
  it('edits tags, industry, certificates, permit, references and work history; my sees it live; merges the duplicate', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'talent-merge-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, ADMIN, { next: detail(KEEP) });
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe('Mariia Mergetest');
    expect(await page.getByRole('link', { name: 'Talent card' }).getAttribute('href')).toBe(`/talents/card?id=${KEEP}`);

    const second = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const other = await second.context.newPage();
    onTestFailed(() => screenshot(other, 'talent-merge-my-failure'));
    await signInAs(other, MY, { next: detail(KEEP) });
    await expect.poll(() => heading(other).textContent(), { timeout: 20_000 }).toBe('Mariia Mergetest');

    // The edit form: a tag from the catalogue by keyboard, the industry, a certificate, the permit.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('truk');
    await expect.poll(() => page.getByRole('option', { name: 'Trukkikortti' }).count()).toBe(1);
    await tags.press('ArrowDown');
    await tags.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Remove the tag Trukkikortti' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('option', { name: 'Logistiikka' }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('logistics');
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await page.getByLabel('Certificate 1: name').fill('Forklift licence');
    await page.getByLabel('Certificate 1: date').fill('2026-02-01');
    await page.getByRole('combobox', { name: 'Work permit' }).selectOption('active');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Enter the expiry date of your work permit').count()).toBe(1);
    expect(await page.getByLabel('Certificate 1: name').inputValue()).toBe('Forklift licence');
    await shots(page, 'talent-merge-edit-form');
    await page.getByLabel('Permit valid until').fill('2027-06-30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
    const saved = (await kept()).data()!;
    expect(saved).toMatchObject({
      tags: [{ id: 'trukkikortti', name: 'Trukkikortti' }],
      industry: 'logistics',
      certificates: [{ name: 'Forklift licence' }],
      permit: 'active',
      permitApplied: null,
    });
    expect((saved.permitActive as Timestamp).toDate().toISOString().slice(0, 10)).toBe('2027-06-30');
    // Live for `my`.
    await expect.poll(() => section(other, 'Tags').getByText('Trukkikortti').count(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => section(other, 'Work permit').getByText('30.6.2027').count()).toBe(1);
    await expect.poll(() => section(other, 'Certificates').getByText('Forklift licence').count()).toBe(1);
    await expect.poll(() => section(other, 'Profile').getByText('Logistiikka').count()).toBe(1);

    // A reference needs an email or a phone: the domain message, and the name stays typed.
    const references = section(page, 'References');
    await references.getByRole('button', { name: 'Add reference' }).click();
    await references.getByLabel('Name').fill('Pekka Esimies');
    await references.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => references.getByText('Give at least an email address or a phone number').count()).toBe(1);
    expect(await references.getByLabel('Name').inputValue()).toBe('Pekka Esimies');
    await references.getByLabel('Phone').fill('+358401234567');
    await references.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(async () => (await adminDb.collection(`talents/${KEEP}/workReferences`).get()).docs.map((d) => d.data()))
      .toEqual([{ name: 'Pekka Esimies', phone: '+358401234567' }]);
    await expect.poll(() => section(other, 'References').getByText('Pekka Esimies').count()).toBe(1);

    // Editing an existing work-history row.
    const work = section(page, 'Work history');
    await work.getByRole('button', { name: 'Edit Cook · Hotel Aurora' }).click();
    await work.getByLabel('Job').fill('Head cook');
    await work.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await adminDb.doc(`talents/${KEEP}/workHistory/w1`).get()).get('job')).toBe('Head cook');
    await expect
      .poll(() => section(other, 'Work history').getByText('Head cook · Hotel Aurora', { exact: true }).count())
      .toBe(1);
    expect(await other.getByRole('button', { name: /^Edit / }).count()).toBe(0);

    // Merge: the dialog names both profiles; this profile stays.
    const duplicate = section(page, 'Possible duplicate');
    await expect.poll(() => duplicate.getByRole('link', { name: 'Maria Mergetest' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await other.getByRole('button', { name: /^Merge/ }).count()).toBe(0);
    await duplicate.getByRole('button', { name: 'Merge with Maria Mergetest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge profiles' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('radio', { name: 'Mariia Mergetest (this profile)' }).isChecked()).toBe(true);
    expect(await dialog.getByText('Mariia Mergetest stays.', { exact: false }).count()).toBe(1);
    await shots(page, 'talent-merge-dialog');
    await dialog.getByRole('button', { name: 'Merge profiles' }).click();
    await expect.poll(async () => (await adminDb.doc(`talents/${MERGE}`).get()).exists, { timeout: 15_000 }).toBe(false);
    await expect.poll(() => dialog.count()).toBe(0);

    const merged = (await kept()).data()!;
    expect(merged).toMatchObject({
      firstName: 'Mariia',
      location: 'Tampere',
      duplicate: false,
      tags: [
        { id: 'trukkikortti', name: 'Trukkikortti' },
        { id: 'ensiapu', name: 'Ensiapukortti EA1' },
      ],
      languages: [
        { language: 'uk', level: 'proficient' },
        { language: 'en', level: 'independent' },
      ],
    });
    expect((merged.added as Timestamp).toMillis()).toBe(day(2).toMillis());
    const work2 = (await adminDb.collection(`talents/${KEEP}/workHistory`).get()).docs.map((d) => d.get('job')).sort();
    expect(work2).toEqual(['Barista', 'Head cook']);
    expect((await adminDb.doc(`talents/${KEEP}/i18n/uk`).get()).get('about')).toBe('Кухар з досвідом');
    const statuses = (await adminDb.doc(`talents/${KEEP}/jobs/${ASSIGNMENT}`).get()).get('statuses') as { status: string }[];
    expect(statuses.map((s) => s.status)).toEqual(['presented', 'interviewed']);
    expect((await adminDb.doc(`jobs/${ASSIGNMENT}`).get()).get('presentableTalents')).toEqual([
      { id: KEEP, name: 'Mariia Mergetest' },
    ]);
    expect((await adminDb.collection(`talents/${MERGE}/workHistory`).get()).size).toBe(0);

    // The kept profile shows the union, live for `my` too; the merged id goes back to /talents.
    await expect.poll(() => section(page, 'Work history').getByText('Barista · Kahvila Kuu', { exact: true }).count()).toBe(1);
    await expect.poll(() => section(other, 'Contact').getByText('Tampere').count()).toBe(1);
    await page.goto(`${TALENT_SITE}${detail(MERGE)}`);
    await page.waitForURL((url) => url.pathname === '/talents', { timeout: 20_000 });

    expect(errors).toEqual([]);
    await second.context.close();
    await context.close();
  });
});
