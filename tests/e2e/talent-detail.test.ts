import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { REGISTRATION_DUPLICATE_REPORTS } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * /talents/talent?id=… (issue 5 item 2): a recruiter sees every part of a talent (fields,
 * records, per-job status list, recruiter notes), edits it with the talent form rules and a second
 * recruiter sees the change live; `my` reads without edit affordances; a missing or unknown
 * id goes back to /talents. A registration duplicate report naming the talent's email (as the
 * `forms` function stores it) shows the duplicate notice live, and "Not a duplicate" dismisses
 * it. The test writes its own talents, job status list, note and report (unique ids) and
 * removes them afterwards; seeded documents are only read.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const MY = 'tuomas.tuki@demo.vuoro.fi';
const run = Date.now().toString(36);
const TALENT = `e2e-detail-${run}`;
const TWIN = `e2e-detail-twin-${run}`;
const OWN_JOB = `e2e-detail-job-${run}`;
const SEEDED_JOB = 'job-satama-cook';
const EMAIL = `detail-${run}@example.com`;
const REPORT = `${REGISTRATION_DUPLICATE_REPORTS}/e2e-detail-${run}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const day = (n: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 9, n, 9)));
  await adminDb.doc(`talents/${TALENT}`).set({
    firstName: 'Kateryna',
    lastName: 'Testenko',
    email: EMAIL,
    phoneNumber: '+358401119988',
    location: 'Porvoo',
    industry: 'horeca',
    tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
    jobs: ['cook'],
    languages: [
      { language: 'uk', level: 'proficient' },
      { language: 'fi', level: 'basic' },
    ],
    shortDescription: 'Pastry cook',
    about: 'Bakery and pastry work for nine years.',
    skills: 'Sourdough, cakes',
    certificates: [{ name: 'Hygiene passport', date: day(1) }],
    permit: 'temporaryProtection',
    jobSeeker: true,
    duplicate: true,
    status: 'presented',
    photo: `${TALENT}/avatar/photo.jpg`,
    fileCV: `${TALENT}/cv/cv.pdf`,
    added: day(2),
    created: { date: day(2), id: 'demo-admin', name: 'Reija Rekrytoija' },
  });
  await adminDb.doc(`talents/${TWIN}`).set({
    firstName: 'Katia',
    lastName: 'Testenko',
    email: EMAIL,
    added: day(3),
  });
  await adminDb.doc(`talents/${TALENT}/workHistory/w1`).set({
    company: 'Leipomo Kanerva',
    job: 'Pastry cook',
    start: day(1),
    stillWorking: true,
  });
  await adminDb.doc(`talents/${TALENT}/jobs/${SEEDED_JOB}`).set({
    statuses: [
      { status: 'presented', date: day(5), by: { id: 'demo-admin', name: 'Reija Rekrytoija' } },
      { status: 'interviewed', date: day(7), by: { id: 'demo-admin', name: 'Reija Rekrytoija' } },
    ],
  });
  await adminDb.doc(`talents/${TALENT}/jobs/${OWN_JOB}`).set({
    statuses: [{ status: 'presented', date: day(6) }],
  });
});
afterAll(async () => {
  await browser?.close();
  await adminDb.recursiveDelete(adminDb.doc(`talents/${TALENT}`));
  await adminDb.doc(`talents/${TWIN}`).delete();
  const notes = await adminDb.collection('talentNotes').where('talentId', '==', TALENT).get();
  await Promise.all(notes.docs.map((d) => d.ref.delete()));
  await adminDb.doc(REPORT).delete();
});

const detail = (id: string) => `/talents/talent?id=${encodeURIComponent(id)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('talent detail', () => {
  it('an admin sees a seeded talent: contact, profile, languages, tags', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'talent-detail-seeded-failure'));
    await signInAs(page, ADMIN, { next: detail('t-olena') });
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe('Olena Kovalenko');
    const contact = section(page, 'Contact');
    expect(await contact.getByText('olena.kovalenko@example.com').count()).toBe(1);
    expect(await contact.getByText('+358451234502').count()).toBe(1);
    expect(await contact.getByText('Espoo').count()).toBe(1);
    await expect.poll(() => section(page, 'Profile').getByText('Hotelli- ja ravintola-ala').count(), { timeout: 10_000 }).toBe(1);
    expect(await section(page, 'Profile').getByText('Cook', { exact: true }).count()).toBe(1);
    expect(await section(page, 'Languages').getByText('Ukrainian: Proficient').count()).toBe(1);
    expect(await section(page, 'Situation').getByText('Presented').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
    await context.close();
  });

  it('edits, validates, saves; a second recruiter (my) sees it live and cannot edit', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'talent-detail-edit-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, ADMIN, { next: detail(TALENT) });
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe('Kateryna Testenko');

    // Records, per-job status list, duplicate notice, files absent (no Storage here).
    await expect
      .poll(() => section(page, 'Work history').getByText('Pastry cook · Leipomo Kanerva', { exact: true }).count())
      .toBe(1);
    const jobs = section(page, 'Assignments and job status');
    await expect.poll(() => jobs.getByText('Kokki · Ravintola Sataman Helmi').count()).toBe(1);
    const cookJob = jobs.getByRole('listitem').filter({ hasText: 'Kokki · Ravintola Sataman Helmi' });
    expect(await cookJob.getByText('Status: Interviewed').count()).toBe(1);
    expect(await cookJob.getByRole('list', { name: 'Status history' }).getByRole('listitem').count()).toBe(2);
    const duplicate = section(page, 'Possible duplicate');
    expect(await duplicate.getByText('It seems that you have multiple accounts!').count()).toBe(1);
    await expect.poll(() => duplicate.getByRole('link', { name: 'Katia Testenko' }).count()).toBe(1);
    await expect.poll(() => section(page, 'Files').getByText('No CV').count(), { timeout: 20_000 }).toBe(1);

    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `talent-detail-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The second recruiter (support staff, `my`) reads the same talent: no edit affordances.
    const second = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const other = await second.context.newPage();
    onTestFailed(() => screenshot(other, 'talent-detail-my-failure'));
    await signInAs(other, MY, { next: detail(TALENT) });
    await expect.poll(() => heading(other).textContent(), { timeout: 20_000 }).toBe('Kateryna Testenko');
    expect(await other.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Not a duplicate' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Add note' }).count()).toBe(0);

    // A phone without a country code: the spec's message, and what was typed stays.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('040 111 9988');
    await page.getByLabel('Location', { exact: true }).fill('Loviisa');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Phone number should be formatted +358...').count()).toBe(1);
    expect(await phone.inputValue()).toBe('040 111 9988');
    expect(await page.getByLabel('Location', { exact: true }).inputValue()).toBe('Loviisa');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'talent-detail-edit-error-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await phone.fill('+358 40 111 9977');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
    await expect
      .poll(async () => (await adminDb.doc(`talents/${TALENT}`).get()).data())
      .toMatchObject({ location: 'Loviisa', phoneNumber: '+358401119977', updated: { id: 'demo-admin' } });
    // Live in the other context, without reloading.
    await expect.poll(() => section(other, 'Contact').getByText('Loviisa').count(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => section(other, 'Contact').getByText('+358401119977').count()).toBe(1);

    // A recruiter note about one of the talent's assignments, with the talent's status then; `my`
    // sees it live (tests/e2e/recruiter-notes.test.ts has two recruiters' notes side by side).
    const notes = section(page, 'Recruiter notes');
    await notes.getByLabel('Assignment (optional)').selectOption(OWN_JOB);
    await notes.getByLabel('New note').fill('Call back on Monday');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(async () => (await adminDb.collection('talentNotes').where('talentId', '==', TALENT).get()).docs.map((d) => d.data()))
      .toMatchObject([{ comment: 'Call back on Monday', jobId: OWN_JOB, status: 'presented', created: { id: 'demo-admin' } }]);
    await expect.poll(() => section(other, 'Recruiter notes').getByText('Call back on Monday').count()).toBe(1);

    // Rows of the talent's own lists: add an education (its rules apply), remove a work history row.
    const education = section(page, 'Education');
    await education.getByRole('button', { name: 'Add education' }).click();
    await education.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => education.getByText('Field is required').count()).toBe(1);
    await education.getByLabel('Institution').fill('Kyiv Culinary College');
    await education.getByLabel('Graduation year').fill('2015');
    await education.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(async () => (await adminDb.collection(`talents/${TALENT}/educations`).get()).docs.map((d) => d.data()))
      .toEqual([{ institution: 'Kyiv Culinary College', graduationYear: 2015 }]);
    await expect.poll(() => section(other, 'Education').getByText('Kyiv Culinary College').count()).toBe(1);
    await section(page, 'Work history').getByRole('button', { name: 'Remove Pastry cook · Leipomo Kanerva' }).click();
    await expect.poll(async () => (await adminDb.doc(`talents/${TALENT}/workHistory/w1`).get()).exists).toBe(false);
    expect(await other.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    // Dismissing the duplicate flag clears it.
    await page.getByRole('button', { name: 'Not a duplicate' }).click();
    await expect.poll(async () => (await adminDb.doc(`talents/${TALENT}`).get()).get('duplicate')).toBe(false);
    await expect.poll(() => other.getByText('It seems that you have multiple accounts!').count()).toBe(0);

    // Someone tries to register with the talent's email (another letter case): the report shows
    // the notice again, live, to both; "Not a duplicate" dismisses the report, stamped by the admin.
    await adminDb.doc(REPORT).set({
      email: EMAIL.toUpperCase(),
      emailKey: EMAIL,
      firstName: 'Kateryna',
      lastName: 'Testenko',
      phone: '+358401119988',
      status: 'new',
      handledBy: null,
      handledAt: null,
      created: Timestamp.now(),
    });
    await expect.poll(() => page.getByText('It seems that you have multiple accounts!').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => other.getByText('It seems that you have multiple accounts!').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Not a duplicate' }).click();
    await expect.poll(async () => (await adminDb.doc(REPORT).get()).get('status')).toBe('dismissed');
    expect((await adminDb.doc(REPORT).get()).get('handledBy')).toBe((await adminAuth.getUserByEmail(ADMIN)).uid);
    await expect.poll(() => page.getByText('It seems that you have multiple accounts!').count()).toBe(0);
    await expect.poll(() => other.getByText('It seems that you have multiple accounts!').count()).toBe(0);

    expect(errors).toEqual([]);
    await second.context.close();
    await context.close();
  });

  it('without an id, or with an unknown id, goes back to /talents', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'talent-detail-redirect-failure'));
    await signInAs(page, ADMIN, { next: '/talents/talent' });
    await page.waitForURL((url) => url.pathname === '/talents', { timeout: 20_000 });
    await page.goto(`${TALENT_SITE}${detail(`no-such-talent-${run}`)}`);
    await page.waitForURL((url) => url.pathname === '/talents', { timeout: 20_000 });
    await context.close();
  });
});
