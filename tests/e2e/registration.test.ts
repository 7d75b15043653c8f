import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { dataExport, PRIVACY_NOTICE_VERSION, REGISTRATION_DUPLICATE_REPORTS, REGISTRATION_STEPS } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { storageEmulatorRunning, TALENT_SITE } from '../support/emulators';
import { clearFormRateLimits } from '../support/forms';
import { downloadText, expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Public talent registration (issue 6 item 1; in steps, issue 27 item 7) at 360 px: from /ukraine
 * (Ukrainian) a job seeker follows "Register" and goes through the six steps: a step's Next with
 * bad input (required fields, a phone without +358, passwords that differ: the spec's messages by
 * each field and at the step's top, in Ukrainian, the rest kept), Back and the browser's Back keep
 * what was typed, a reload keeps it (not the password), each step under two screens, axe clean; a
 * send without the privacy consent is refused; then it registers and reads what happens next:
 * the account, the talent (with its consent: the notice's version at the server's time) and its
 * records exist, the talent goes on to /talent-profile signed in,
 * and a recruiter who had /talents open sees the new talent appear live. Registering again with
 * the same email (in Finnish) says 'It seems that you have multiple accounts!' and stores a
 * report for recruiters (never a change to the existing profile), which the recruiter's open
 * talent detail shows. CV and photo are attached only where the Storage emulator runs.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const run = randomBytes(3).toString('hex');
const FIRST = `Olena${run}`;
const LAST = 'Testova';
const EMAIL = `olena.${run}@test.vuoro.fi`;
const PASSWORD = 'Kyiv-2026!';

type Texts = Record<string, unknown>;
const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Texts;
/** A text of a locale file by its dotted key: what the user reads. */
const txt = (texts: Texts, key: string): string => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Texts | undefined)?.[k], texts);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
};
const uk = locale('uk', 'registration');
const ukLabels = locale('uk', 'labels');
const ukValidation = locale('uk', 'validation');
const fi = locale('fi', 'registration');
const fiValidation = locale('fi', 'validation');
const fiLabels = locale('fi', 'labels');
const fiCommon = locale('fi', 'common');
const field = (texts: Texts, key: string) => txt(texts, `field.${key}`);
const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** "Крок 2/6", "Vaihe 2/6": the start of a step's heading. */
const stepCounter = (texts: Texts, n: number) =>
  txt(texts, 'steps.counter').replace('{{n}}', String(n)).replace('{{total}}', String(REGISTRATION_STEPS.length));

let browser: Browser;
const reportsOf = async () =>
  (await adminDb.collection(REGISTRATION_DUPLICATE_REPORTS).where('emailKey', '==', EMAIL.toLowerCase()).get()).docs;

beforeAll(async () => {
  // One shared per-address counter on the emulator: start with an empty window.
  await clearFormRateLimits();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  for (const d of await reportsOf()) await d.ref.delete();
  const user = await adminAuth.getUserByEmail(EMAIL).catch(() => null);
  if (user) {
    for (const sub of ['workHistory', 'workReferences', 'educations']) {
      for (const d of (await adminDb.collection(`talents/${user.uid}/${sub}`).get()).docs) await d.ref.delete();
    }
    await adminDb.doc(`talents/${user.uid}`).delete();
    await adminAuth.deleteUser(user.uid);
  }
});

/** The text of the last element describing a control: its error message. */
async function messageOf(control: ReturnType<Page['getByLabel']>) {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return control
    .page()
    .locator(`[id="${ids.at(-1)}"]`)
    .innerText();
}

const path = (page: Page) => new URL(page.url()).pathname;
const talentRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Talents' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });

describe('talent registration', () => {
  it('registers from /ukraine in Ukrainian at 360 px, signs in again, edits the profile, downloads its data; the recruiter sees it live; a second try is a duplicate', async () => {
    const recruiter = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const admin = await recruiter.context.newPage();
    const seeker = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const page = await seeker.context.newPage();
    onTestFailed(async () => {
      await Promise.all([screenshot(page, 'registration-failure'), screenshot(admin, 'registration-admin-failure')]);
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    admin.on('pageerror', (e) => errors.push(e.message));

    // The recruiter has /talents open before the talent exists.
    await signInAs(admin, ADMIN, { next: '/talents' });
    await admin.waitForURL((url) => url.pathname === '/talents', { timeout: 20_000 });
    await admin.getByRole('list', { name: 'Talents' }).waitFor({ timeout: 15_000 });
    expect(await talentRow(admin, `${FIRST} ${LAST}`).count()).toBe(0);

    // /ukraine is in Ukrainian and leads to the registration, still in Ukrainian.
    await page.goto(`${TALENT_SITE}/ukraine`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('uk');
    // By keyboard: the call to action takes the focus and Enter follows it.
    await page.getByRole('link', { name: txt(locale('uk', 'auth'), 'ukraine.register') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: txt(uk, 'title') }).waitFor({ timeout: 15_000 });
    expect(path(page)).toBe('/register');
    await expectNoAxeViolations(page);
    await screenshot(page, 'registration-uk-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // In steps: "Крок 1/6" and the step's name are the step's heading; each step under two screens.
    const heights: number[] = [];
    const onStep = async (n: number) => {
      const heading = page.getByRole('heading', { level: 2, name: starts(stepCounter(uk, n)) });
      await heading.waitFor({ timeout: 10_000 });
      expect(await heading.innerText()).toContain(txt(uk, `steps.name.${REGISTRATION_STEPS[n - 1]}`));
      expect(new URL(page.url()).search).toBe(n === 1 ? '' : `?step=${n}`);
      // Measured as the step opens (rows the talent adds make it longer, as they should).
      if (heights[n - 1] === undefined) {
        heights[n - 1] = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(heights[n - 1], `step ${n} height at 360 px`).toBeLessThan(2 * 800);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    };
    const nextStep = page.getByRole('button', { name: txt(uk, 'steps.next'), exact: true });
    const backStep = page.getByRole('button', { name: txt(uk, 'steps.back'), exact: true });
    await onStep(1);

    const about = page.getByRole('region', { name: txt(uk, 'section.about') });
    const firstName = about.getByLabel(starts(field(uk, 'firstName')));
    const lastName = about.getByLabel(starts(field(uk, 'lastName')));
    const email = about.getByLabel(starts(field(uk, 'email')));
    const phone = about.getByLabel(starts(field(uk, 'phone')));
    const account = page.getByRole('region', { name: txt(uk, 'section.account') });
    const password = account.getByLabel(starts(field(uk, 'password')));
    const confirm = account.getByLabel(starts(field(uk, 'confirmPassword')));
    expect(await phone.inputValue()).toBe('+358');

    // Bad input first: required fields empty, a phone without a country code, passwords that differ.
    await lastName.fill(LAST);
    await about.getByLabel(starts(field(uk, 'currentLocation'))).fill('Espoo');
    await phone.fill('040 123 4567');
    await password.fill(PASSWORD);
    await confirm.fill('Kyiv-2026?');
    await nextStep.click();
    await expect.poll(() => firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await messageOf(firstName)).toBe(txt(ukValidation, 'fieldRequired'));
    expect(await messageOf(email)).toBe(txt(ukValidation, 'fieldRequired'));
    expect(await messageOf(phone)).toBe(txt(ukValidation, 'phoneFormat'));
    expect(await messageOf(confirm)).toBe(txt(ukValidation, 'passwordsDiffer'));
    // Summarised at the step's top, each a link to its field; still step 1.
    const summary = page.getByRole('alert').filter({ hasText: txt(uk, 'steps.errorsTitle') });
    expect(await summary.getByRole('link').count()).toBe(4);
    expect(new URL(page.url()).search).toBe('');
    expect(await lastName.inputValue()).toBe(LAST);
    expect(await phone.inputValue()).toBe('040 123 4567');
    expect(await about.getByLabel(starts(field(uk, 'currentLocation'))).inputValue()).toBe('Espoo');
    await expectNoAxeViolations(page);
    await screenshot(page, 'registration-uk-errors-360');

    await firstName.fill(FIRST);
    await email.fill(EMAIL);
    await phone.fill('+380 67 123 4567');
    await confirm.fill(PASSWORD);
    await nextStep.click();
    await onStep(2);
    // The focus moves to the step's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');

    const jobs = page.getByRole('region', { name: txt(uk, 'section.jobs') });
    await jobs.getByLabel(field(uk, 'jobFilter')).fill(txt(ukLabels, 'jobCategory.cook').slice(0, 3));
    await jobs.getByRole('checkbox', { name: txt(ukLabels, 'jobCategory.cook'), exact: true }).check();
    await jobs.getByLabel(field(uk, 'jobFilter')).fill('');
    await jobs.getByRole('checkbox', { name: txt(ukLabels, 'jobCategory.kitchenAssistant'), exact: true }).check();
    await jobs.getByRole('checkbox', { name: txt(ukLabels, 'jobField.horeca'), exact: true }).check();

    const work = page.getByRole('region', { name: txt(uk, 'section.work') });
    await work.getByRole('button', { name: txt(uk, 'add.work') }).click();
    const job1 = work.getByRole('group', { name: 'Робота 1' });
    await job1.getByLabel(starts(field(uk, 'company'))).fill('Kyiv Bistro');
    await job1.getByLabel(starts(field(uk, 'job'))).fill('Cook');
    await job1.getByLabel(starts(field(uk, 'start'))).fill('2016-02-01');
    await job1.getByLabel(starts(field(uk, 'responsibilities'))).fill('Soups, salads and the lunch line');
    // A step's own error: a finished job needs its end date; Next stays on the step.
    await nextStep.click();
    const end1 = job1.getByLabel(starts(field(uk, 'end')));
    await expect.poll(() => end1.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(end1)).toBe(txt(ukValidation, 'workHistoryEndRequired'));
    expect(new URL(page.url()).search).toBe('?step=2');
    await end1.fill('2022-02-20');
    await work.getByRole('button', { name: txt(uk, 'add.work') }).click();
    const job2 = work.getByRole('group', { name: 'Робота 2' });
    await job2.getByLabel(starts(field(uk, 'company'))).fill('Ravintola Espoo');
    await job2.getByLabel(starts(field(uk, 'job'))).fill('Kitchen assistant');
    await job2.getByLabel(starts(field(uk, 'start'))).fill('2023-05-01');
    await job2.getByLabel(field(uk, 'stillWorking')).check();
    expect(await job2.getByLabel(starts(field(uk, 'end'))).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'registration-uk-step2-360');

    // A reload keeps the step and what was typed (never the password); the browser's Back goes to step 1.
    await page.reload();
    await onStep(2);
    expect(await jobs.getByRole('checkbox', { name: txt(ukLabels, 'jobCategory.cook'), exact: true }).isChecked()).toBe(true);
    expect(await job1.getByLabel(starts(field(uk, 'company'))).inputValue()).toBe('Kyiv Bistro');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(PASSWORD);
    await page.goBack();
    await onStep(1);
    expect(await firstName.inputValue()).toBe(FIRST);
    expect(await phone.inputValue()).toBe('+380 67 123 4567');
    expect(await password.inputValue()).toBe('');
    await password.fill(PASSWORD);
    await confirm.fill(PASSWORD);
    await nextStep.click();
    await onStep(2);
    await nextStep.click();
    await onStep(3);

    const availability = page.getByRole('region', { name: txt(uk, 'section.availability') });
    for (const option of ['evening', 'weekends', 'partTime'] as const) {
      await availability.getByRole('checkbox', { name: txt(ukLabels, `availability.${option}`), exact: true }).check();
    }
    await availability.getByLabel(starts(field(uk, 'weeklyHours'))).fill('30');
    await availability.getByLabel(field(uk, 'readyToMove')).check();
    const licence = page.getByRole('region', { name: txt(uk, 'section.licence') });
    await licence.getByRole('checkbox', { name: txt(ukLabels, 'driverLicence.B'), exact: true }).check();
    await licence.getByRole('checkbox', { name: txt(ukLabels, 'driverLicence.other'), exact: true }).check();
    await licence.getByLabel(starts(field(uk, 'otherClass'))).fill('A (motorcycle)');
    await licence.getByLabel(field(uk, 'carInUse')).check();
    const permit = page.getByRole('region', { name: txt(uk, 'section.permit') });
    await permit.getByRole('combobox', { name: starts(field(uk, 'permit')) }).selectOption('active');
    await permit.getByLabel(starts(field(uk, 'permitExpiry'))).fill('2027-03-04');
    await expectNoAxeViolations(page);
    await screenshot(page, 'registration-uk-step3-360');
    // Back keeps everything: the jobs of step 2 are still ticked, and step 3's answers on return.
    await backStep.click();
    await onStep(2);
    expect(
      await jobs.getByRole('checkbox', { name: txt(ukLabels, 'jobCategory.kitchenAssistant'), exact: true }).isChecked(),
    ).toBe(true);
    await nextStep.click();
    await onStep(3);
    expect(await availability.getByLabel(starts(field(uk, 'weeklyHours'))).inputValue()).toBe('30');
    await nextStep.click();
    await onStep(4);

    const languages = page.getByRole('region', { name: txt(uk, 'section.languages') });
    const language = (n: number) => languages.getByRole('group', { name: `Мова ${n}` });
    await language(1)
      .getByRole('combobox', { name: starts(field(uk, 'language')) })
      .selectOption('uk');
    await language(1)
      .getByRole('radio', { name: starts(txt(ukLabels, 'languageLevel.proficient')) })
      .check();
    await languages.getByRole('button', { name: txt(uk, 'add.language') }).click();
    await language(2)
      .getByRole('combobox', { name: starts(field(uk, 'language')) })
      .selectOption('fi');
    await language(2)
      .getByRole('radio', { name: starts(txt(ukLabels, 'languageLevel.basicPlus')) })
      .check();
    await languages.getByRole('button', { name: txt(uk, 'add.language') }).click();
    await languages.getByRole('button', { name: 'Видалити мову 3' }).click();
    expect(await language(3).count()).toBe(0);
    await expectNoAxeViolations(page);
    await nextStep.click();
    await onStep(5);

    const education = page.getByRole('region', { name: txt(uk, 'section.education') });
    await education.getByRole('button', { name: txt(uk, 'add.education') }).click();
    const school = education.getByRole('group', { name: 'Освіта 1' });
    await school.getByLabel(starts(field(uk, 'institution'))).fill('Kyiv National University');
    await school.getByLabel(starts(field(uk, 'countryCity'))).fill('Ukraine / Kyiv');
    await school.getByLabel(starts(field(uk, 'facultySpecialty'))).fill('Food technology');
    await school.getByLabel(starts(field(uk, 'graduationYear'))).fill('2015');

    const references = page.getByRole('region', { name: txt(uk, 'section.references') });
    await references.getByRole('button', { name: txt(uk, 'add.reference') }).click();
    const reference = references.getByRole('group', { name: 'Рекомендація 1' });
    await reference.getByLabel(starts(field(uk, 'referenceName'))).fill('Petro Bondar');
    await reference.getByLabel(starts(field(uk, 'position'))).fill('Head chef');
    await reference.getByLabel(starts(field(uk, 'referenceCompany'))).fill('Kyiv Bistro');
    await reference.getByLabel(starts(field(uk, 'referenceEmail'))).fill('petro@example.com');
    await reference.getByLabel(starts(field(uk, 'referencePhone'))).fill('+380501234567');

    const skills = page.getByRole('region', { name: txt(uk, 'steps.skillsTitle') });
    await skills.getByLabel(starts(field(uk, 'skillsAndHobbies'))).fill('HACCP, pastry, chess');
    await skills.getByLabel(starts(field(uk, 'whereHeard'))).fill('Facebook');
    await skills.getByLabel(field(uk, 'duplicateProfile')).check();
    await expectNoAxeViolations(page);
    await nextStep.click();
    await onStep(6);

    const more = page.getByRole('region', { name: txt(uk, 'steps.filesTitle') });
    // A photo over 5 MB is refused at once by the field, in Ukrainian, and can be taken away.
    await more
      .locator('[data-file-input="photo"]')
      .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    const photoButton = more.getByRole('button', { name: starts(field(uk, 'photo')) });
    expect(await photoButton.innerText()).toBe(txt(uk, 'chooseFile'));
    expect(await messageOf(photoButton)).toBe(txt(ukValidation, 'maxFileSize'));
    await more.getByRole('button', { name: txt(uk, 'removeFile').replace('{{name}}', 'big.jpg') }).click();
    expect(await photoButton.getAttribute('aria-invalid')).toBeNull();
    if (storageEmulatorRunning) {
      await more
        .locator('[data-file-input="cv"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
      await more
        .locator('[data-file-input="photo"]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
    } else {
      console.info('registration e2e: Storage emulator not running; CV and photo upload left to the upload module tests');
    }

    // The privacy notice, with the way to the account's download and deletion; no consent, no registration.
    const privacy = page.getByRole('region', { name: txt(uk, 'privacy.title') });
    expect(await privacy.getByRole('link', { name: txt(uk, 'privacy.accountLink') }).getAttribute('href')).toBe('/account');
    const submit = page.getByRole('button', { name: txt(uk, 'submit'), exact: true });
    await submit.click();
    const consent = privacy.getByRole('checkbox', { name: starts(txt(uk, 'privacy.consent')) });
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(consent)).toBe(txt(uk, 'privacy.consentRequired'));
    expect(await adminAuth.getUserByEmail(EMAIL).catch(() => null)).toBeNull();
    await expectNoAxeViolations(page);
    await screenshot(page, 'registration-uk-consent-360');
    await consent.check();
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'registration-uk-last-step-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    console.info(`registration e2e: page height per step at 360 px (uk): ${heights.join(', ')}`);

    // Registered: what happens next, then on to /talent-profile, signed in.
    await submit.click();
    const nextPanel = page.getByRole('region', { name: txt(uk, 'next.title') });
    await nextPanel.waitFor({ timeout: 30_000 });
    for (const point of ['now', 'contact', 'current']) {
      expect(await nextPanel.getByText(txt(uk, `next.${point}.text`)).count()).toBe(1);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('registered-title');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await screenshot(page, 'registration-uk-next-360');
    // Sent: nothing of the form is kept in the tab any more.
    expect(await page.evaluate(() => sessionStorage.getItem('vuoro:registration-draft'))).toBeNull();
    await nextPanel.getByRole('link', { name: txt(uk, 'next.profile') }).click();
    await page.waitForURL((url) => url.pathname === '/talent-profile', { timeout: 30_000 });
    // Signed in: the talent's own profile opens (a visitor would be sent to /login), in Ukrainian.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 20_000 })
      .toBe(txt(locale('uk', 'talent-self'), 'profile.title'));
    await expect.poll(() => page.getByText('+380671234567').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(path(page)).toBe('/talent-profile');
    const user = await adminAuth.getUserByEmail(EMAIL);
    const talent = (await adminDb.doc(`talents/${user.uid}`).get()).data()!;
    expect(talent).toMatchObject({
      firstName: FIRST,
      lastName: LAST,
      email: EMAIL,
      phoneNumber: '+380671234567',
      location: 'Espoo',
      jobs: ['cook', 'kitchenAssistant'],
      languages: [
        { language: 'uk', level: 'proficient' },
        { language: 'fi', level: 'basicPlus' },
      ],
      skills: 'HACCP, pastry, chess',
      permit: 'active',
      duplicate: true,
      registration: {
        jobFields: ['horeca'],
        driverLicence: { classes: ['B', 'other'], otherClass: 'A (motorcycle)', carInUse: true },
        availability: { options: ['evening', 'weekends', 'partTime'], weeklyHours: 30 },
        readyToMove: true,
        whereHeard: 'Facebook',
        formLanguage: 'uk',
      },
    });
    expect(talent.permitActive.toDate().toISOString().slice(0, 10)).toBe('2027-03-04');
    expect(Math.abs(talent.added.toMillis() - Date.now())).toBeLessThan(120_000);
    // The privacy consent: the notice's version at the server's time of the create (as `added`).
    expect(Object.keys(talent.consent).sort()).toEqual(['at', 'version']);
    expect(talent.consent.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(talent.consent.at.toMillis()).toBe(talent.added.toMillis());
    const records = async (sub: string) =>
      (await adminDb.collection(`talents/${user.uid}/${sub}`).get()).docs.map((d) => d.data());
    expect((await records('workHistory')).map((w) => [w.company, w.stillWorking, w.end === null]).sort()).toEqual([
      ['Kyiv Bistro', false, false],
      ['Ravintola Espoo', true, true],
    ]);
    expect(await records('workReferences')).toEqual([
      { name: 'Petro Bondar', position: 'Head chef', company: 'Kyiv Bistro', email: 'petro@example.com', phone: '+380501234567' },
    ]);
    expect(await records('educations')).toEqual([
      {
        institution: 'Kyiv National University',
        countryCity: 'Ukraine / Kyiv',
        facultySpecialty: 'Food technology',
        graduationYear: 2015,
      },
    ]);
    if (storageEmulatorRunning) {
      expect(talent.fileCV).toMatch(new RegExp(`^${user.uid}/cv/\\d+-cv\\.pdf$`));
      expect(talent.photo).toMatch(new RegExp(`^${user.uid}/avatar/\\d+-me\\.png$`));
    }

    // The recruiter's open list shows the new talent without a reload.
    await expect.poll(() => talentRow(admin, `${FIRST} ${LAST}`).count(), { timeout: 15_000 }).toBe(1);

    // Signed in again from a fresh browser in Ukrainian: edits the profile, downloads its data.
    const ukAuth = locale('uk', 'auth');
    const ukSelf = locale('uk', 'talent-self');
    const back = await newContext(browser, { viewport: { width: 360, height: 800 }, locale: 'uk-UA', acceptDownloads: true });
    const own = await back.context.newPage();
    own.on('pageerror', (e) => errors.push(e.message));
    onTestFailed(() => screenshot(own, 'registration-signed-in-failure'));
    await own.goto(`${TALENT_SITE}/login?next=${encodeURIComponent('/talent-profile')}`);
    await own.getByLabel(txt(ukAuth, 'form.identifier')).fill(EMAIL);
    await own.getByLabel(txt(ukAuth, 'form.password'), { exact: true }).fill(PASSWORD);
    await own.getByRole('button', { name: txt(ukAuth, 'form.submit'), exact: true }).click();
    await own.waitForURL((url) => url.pathname === '/talent-profile', { timeout: 20_000 });
    await expect
      .poll(() => own.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 20_000 })
      .toBe(txt(ukSelf, 'profile.title'));
    await own.getByRole('button', { name: txt(ukSelf, 'profile.edit') }).click();
    await own.getByLabel(txt(ukSelf, 'field.location'), { exact: false }).fill('Vantaa');
    await own.getByRole('button', { name: txt(ukSelf, 'save'), exact: true }).click();
    await expect.poll(() => own.getByText(txt(locale('uk', 'account'), 'saved')).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await adminDb.doc(`talents/${user.uid}`).get()).get('location')).toBe('Vantaa');
    // The recruiter's list follows the talent's own edit.
    await expect
      .poll(() => talentRow(admin, `${FIRST} ${LAST}`).getByText('Vantaa', { exact: false }).count(), { timeout: 10_000 })
      .toBe(1);
    await screenshot(own, 'registration-profile-edited-uk-360');
    // The recruiter opens the new talent: the registration's extra answers are there to read.
    await talentRow(admin, `${FIRST} ${LAST}`)
      .getByRole('link', { name: `${FIRST} ${LAST}` })
      .click();
    await admin.waitForURL((url) => url.pathname === '/talents/talent', { timeout: 15_000 });
    const answers = admin.getByRole('region', { name: 'Registration answers' });
    await expect.poll(() => answers.getByText('Hotels, restaurants and catering').count(), { timeout: 15_000 }).toBe(1);
    for (const shown of ['B (car)', 'A (motorcycle)', 'Evenings', 'Weekends', 'Part-time', '30.00', 'Facebook']) {
      expect(await answers.getByText(shown, { exact: true }).count(), shown).toBe(1);
    }
    // Work history and education come from the records once, not again from the profile's own lists.
    const workSection = admin.getByRole('region', { name: 'Work history' });
    expect(await workSection.getByText('Cook · Kyiv Bistro', { exact: true }).count()).toBe(1);
    expect(await workSection.getByText('Kitchen assistant · Ravintola Espoo', { exact: true }).count()).toBe(1);
    expect(
      await admin
        .getByRole('region', { name: 'Education' })
        .getByText(/^Kyiv National University/)
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(admin);
    await answers.scrollIntoViewIfNeeded();
    await screenshot(admin, 'registration-recruiter-answers-1280');
    await own.goto(`${TALENT_SITE}/account`);
    await expect
      .poll(() => own.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toBe(txt(ukSelf, 'account.title'));
    const [download] = await Promise.all([
      own.waitForEvent('download'),
      own.getByRole('button', { name: txt(ukSelf, 'account.download') }).click(),
    ]);
    const mine = dataExport.parse(JSON.parse(await downloadText(download)));
    expect(mine.account).toEqual({ uid: user.uid, email: EMAIL });
    const { sections } = mine;
    expect(sections.profile).toMatchObject({
      firstName: FIRST,
      lastName: LAST,
      location: 'Vantaa',
      phoneNumber: '+380671234567',
    });
    // The download holds the consent as stored: the version and when it was given.
    expect(sections.profile!.consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: talent.consent.at.toDate().toISOString() });
    expect(sections.workHistory.map((w) => w.company).sort()).toEqual(['Kyiv Bistro', 'Ravintola Espoo']);
    expect(sections.workReferences).toEqual([expect.objectContaining({ name: 'Petro Bondar' })]);
    expect(sections.educations).toEqual([expect.objectContaining({ institution: 'Kyiv National University' })]);
    await expect.poll(() => own.getByText(txt(ukSelf, 'account.downloaded')).count()).toBe(1);
    await expectNoAxeViolations(own);
    await screenshot(own, 'registration-account-uk-360');

    // The same email again, in Finnish, from another browser: no second profile; a report for
    // recruiters, which the recruiter's open talent detail shows; the profile itself is untouched.
    await adminDb.doc(`talents/${user.uid}`).update({ duplicate: false });
    await expect.poll(() => admin.getByText('It seems that you have multiple accounts!').count()).toBe(0);
    const again = await newContext(browser, { viewport: { width: 360, height: 800 }, locale: 'fi-FI' });
    const second = await again.context.newPage();
    second.on('pageerror', (e) => errors.push(e.message));
    onTestFailed(() => screenshot(second, 'registration-fi-failure'));
    // From the landing page's call to action (in the browser's language, Finnish).
    await second.goto(`${TALENT_SITE}/`);
    await second.getByRole('link', { name: txt(fiCommon, 'landing.seeker.register') }).click();
    await second.waitForURL((url) => url.pathname === '/register');
    await second.getByRole('heading', { level: 1, name: txt(fi, 'title') }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(second);
    await screenshot(second, 'registration-fi-360');
    // In steps in Finnish too: "Vaihe 1/6", each under two screens.
    const fiHeights = new Set<number>();
    const fiStep = async (n: number) => {
      await second.getByRole('heading', { level: 2, name: starts(stepCounter(fi, n)) }).waitFor({ timeout: 10_000 });
      if (fiHeights.has(n)) return;
      fiHeights.add(n);
      expect(await second.evaluate(() => document.documentElement.scrollHeight), `fi step ${n}`).toBeLessThan(2 * 800);
    };
    const fiNext = second.getByRole('button', { name: txt(fi, 'steps.next'), exact: true });
    await fiStep(1);
    const fiAbout = second.getByRole('region', { name: txt(fi, 'section.about') });
    await fiNext.click();
    const fiPhone = fiAbout.getByLabel(starts(field(fi, 'phone')));
    await expect.poll(() => fiPhone.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(fiPhone)).toBe(txt(fiValidation, 'fieldRequired'));
    expect(
      await second
        .getByRole('alert')
        .filter({ hasText: txt(fi, 'steps.errorsTitle') })
        .count(),
    ).toBe(1);
    await screenshot(second, 'registration-fi-errors-360');
    await fiAbout.getByLabel(starts(field(fi, 'firstName'))).fill(FIRST);
    await fiAbout.getByLabel(starts(field(fi, 'lastName'))).fill(LAST);
    await fiAbout.getByLabel(starts(field(fi, 'email'))).fill(EMAIL);
    await fiPhone.fill('+380671234567');
    const fiAccount = second.getByRole('region', { name: txt(fi, 'section.account') });
    await fiAccount.getByLabel(starts(field(fi, 'password'))).fill('Other-2026!');
    await fiAccount.getByLabel(starts(field(fi, 'confirmPassword'))).fill('Other-2026!');
    for (const n of [2, 3, 4]) {
      await fiNext.click();
      await fiStep(n);
    }
    // Step 4's own error: a language is required.
    await fiNext.click();
    const fiLanguage = second.getByRole('group', { name: 'Kieli 1' });
    const fiLanguageSelect = fiLanguage.getByRole('combobox', { name: /^Kieli/ });
    await expect.poll(() => fiLanguageSelect.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(fiLanguageSelect)).toBe(txt(fiValidation, 'languageRequired'));
    await fiLanguageSelect.selectOption('uk');
    await fiLanguage.getByRole('radio', { name: starts(txt(fiLabels, 'languageLevel.independent')) }).check();
    for (const n of [5, 6]) {
      await fiNext.click();
      await fiStep(n);
    }
    const fiSubmit = second.getByRole('button', { name: txt(fi, 'submit'), exact: true });
    // No consent, no registration: the tick says why, in Finnish.
    await fiSubmit.click();
    const fiConsent = second.getByRole('checkbox', { name: starts(txt(fi, 'privacy.consent')) });
    await expect.poll(() => fiConsent.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(fiConsent)).toBe(txt(fi, 'privacy.consentRequired'));
    await expectNoAxeViolations(second);
    await screenshot(second, 'registration-fi-consent-360');
    await fiConsent.check();
    await fiSubmit.click();
    await second.getByText(txt(fi, 'multipleAccounts')).waitFor({ timeout: 20_000 });
    expect(txt(fi, 'multipleAccounts')).toBe('Näyttää siltä, että sinulla on useita tilejä!');
    expect(path(second)).toBe('/register');
    // Back keeps everything, step by step to the first.
    for (let n = 5; n >= 1; n--) {
      await second.getByRole('button', { name: txt(fi, 'steps.back'), exact: true }).click();
      await fiStep(n);
    }
    expect(await fiAbout.getByLabel(starts(field(fi, 'firstName'))).inputValue()).toBe(FIRST);
    await expect.poll(async () => (await reportsOf()).length, { timeout: 10_000 }).toBe(1);
    expect((await reportsOf())[0]!.data()).toMatchObject({ email: EMAIL, firstName: FIRST, lastName: LAST, status: 'new' });
    expect((await adminDb.doc(`talents/${user.uid}`).get()).get('duplicate')).toBe(false);
    await expect.poll(() => admin.getByText('It seems that you have multiple accounts!').count(), { timeout: 15_000 }).toBe(1);
    expect((await adminDb.collection('talents').where('email', '==', EMAIL).get()).size).toBe(1);
    await expectNoAxeViolations(second);
    await screenshot(second, 'registration-fi-multiple-accounts-360');

    expect(errors).toEqual([]);
    expect([...recruiter.external, ...seeker.external, ...back.external, ...again.external]).toEqual([]);
    await Promise.all([recruiter.context.close(), seeker.context.close(), back.context.close(), again.context.close()]);
  }, 360_000);
});
