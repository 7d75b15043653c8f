import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { RECENT_LOGIN_MAX_AGE_SECONDS, routes, staffCollections } from '@vuoro/domain';
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
import { EERO, EERO_ID } from './support/employee';
import { localeText } from './support/locale-texts';
import { DEMO_PASSWORD, signInAs, untilLastSignInOlderThan } from './support/sign-in';

/**
 * My details (issue 25) as the demo employee on a 360 px phone, against the seed
 * (scripts/seed-personal-info.ts: Eero has an address and a next of kin but no bank account):
 * the landing's bank notice leads to My details; a mistyped IBAN says 'Invalid IBAN' and nothing
 * is stored; with a sign-in older than a bank change allows, the server asks him to sign in again
 * ('Credentials too old'), and after the dialog a valid one is saved, 'Saved successfully',
 * stored for Eero; back on the landing the notice is gone.
 */
const t = (ns: string, key: string) => localeText('en', ns, key);
const info = () => adminDb.collection(staffCollections.personalInfo).doc(EERO_ID);

let browser: Browser;
beforeAll(async () => {
  await info().set({ iban: null, bic: null }, { merge: true });
  await adminDb.collection(staffCollections.people).doc(EERO_ID).update({ language: 'en' });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn() {
  const { context, external } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, EERO, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname === routes.shiftsUpcoming.href(), { timeout: 20_000 });
  await page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
  return { page, errors, external, close: () => context.close() };
}

/** The server asked to sign in again ('Credentials too old'): the dialog, the password, Continue. */
async function reauthenticate(page: Page) {
  const dialog = page.getByRole('dialog', { name: t('account', 'reauth.title') });
  // The dialog's own element has no size (its panel is placed fixed): its password field shows it.
  const password = dialog.getByLabel(t('account', 'reauth.password'));
  await password.waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await fitsAndShoot(page, 'employee-my-info-reauth');
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: t('account', 'reauth.continue') }).click();
  await password.waitFor({ state: 'detached', timeout: 15_000 });
}

describe('my details', () => {
  it(
    'the bank notice leads to My details; Invalid IBAN, then a valid one saved; the notice goes',
    async () => {
      const { page, errors, external, close } = await signedIn();
      onTestFailed(() => screenshot(page, 'employee-my-info-failure'));

      await page.goto(`${STAFF_SITE}${routes.landing.href()}`);
      const notice = page.getByRole('complementary', { name: t('myInfo', 'bank.title') });
      await notice.waitFor({ timeout: 20_000 });
      await fitsAndShoot(page, 'employee-my-info-landing-notice');
      await notice.getByRole('link', { name: t('myInfo', 'bankNotice.link') }).click();
      await page.waitForURL((url) => url.pathname === routes.profileMyInfo.href());

      const bank = page.getByRole('region', { name: t('myInfo', 'bank.title') });
      await bank.waitFor({ timeout: 15_000 });
      const address = page.getByRole('region', { name: t('myInfo', 'address.title') });
      expect(await address.getByLabel(t('myInfo', 'address.city')).inputValue()).toBe('Helsinki');
      expect(await address.getByRole('link', { name: t('myInfo', 'address.map') }).getAttribute('href')).toContain(
        'google.com/maps/search',
      );
      const kin = page.getByRole('region', { name: t('myInfo', 'nextOfKin.title') });
      expect(await kin.getByRole('link', { name: '+358401234567' }).getAttribute('href')).toBe('tel:+358401234567');
      await expectNoAxeViolations(page);
      await fitsAndShoot(page, 'employee-my-info');

      const iban = bank.getByLabel(t('myInfo', 'bank.iban'));
      await iban.fill('FI21 1234');
      await bank.getByRole('button', { name: t('myInfo', 'save') }).click();
      await bank.getByText('Invalid IBAN').waitFor({ timeout: 10_000 });
      await fitsAndShoot(page, 'employee-my-info-invalid-iban');
      expect((await info().get()).get('iban')).toBeNull();

      // The phone has been signed in for longer than a bank account change allows: the server asks
      // him to sign in again, and the save goes through once he has, with nothing typed lost.
      await untilLastSignInOlderThan(EERO, RECENT_LOGIN_MAX_AGE_SECONDS);
      await iban.fill('FI21 1234 5600 0007 85');
      await bank.getByRole('button', { name: t('myInfo', 'save') }).click();
      await reauthenticate(page);
      const saved = bank.getByRole('status').filter({ hasText: 'Saved successfully' });
      await saved.waitFor({ timeout: 15_000 });
      expect(await iban.inputValue()).toBe('FI21 1234 5600 0007 85');
      await expect.poll(async () => (await info().get()).get('iban'), { timeout: 10_000 }).toBe('FI2112345600000785');
      await expectNoAxeViolations(page);
      await fitsAndShoot(page, 'employee-my-info-saved');

      // Back on the landing, GetTopAlerts answers that the account is fine: no notice.
      const alerts = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/Employee/GetTopAlerts', { timeout: 15_000 });
      await page.goto(`${STAFF_SITE}${routes.landing.href()}`);
      expect(((await (await alerts).json()) as { bankAccountMissing: boolean }).bankAccountMissing).toBe(false);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('complementary', { name: t('myInfo', 'bank.title') }).count()).toBe(0);

      // The profile area's hub: one card per section; My details is one of them.
      await page.goto(`${STAFF_SITE}${routes.profile.href()}`);
      const myDetails = page.getByRole('link', { name: new RegExp(`^${t('common', 'screens.profileMyInfo')}`) });
      await myDetails.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('main').getByRole('listitem').count()).toBe(10);
      await expectNoAxeViolations(page);
      await fitsAndShoot(page, 'employee-profile');
      await myDetails.click();
      await page.waitForURL((url) => url.pathname === routes.profileMyInfo.href());
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${STAFF_SITE}${routes.profile.href()}`);
      await myDetails.waitFor({ timeout: 15_000 });
      await screenshot(page, 'employee-profile-wide');
      await page.goto(`${STAFF_SITE}${routes.profileMyInfo.href()}`);
      await bank.waitFor({ timeout: 15_000 });
      await screenshot(page, 'employee-my-info-wide');

      expect(errors).toEqual([]);
      expect(external).toEqual([]);
      await close();
    },
    /* untilLastSignInOlderThan may wait up to five minutes: */ (RECENT_LOGIN_MAX_AGE_SECONDS + 180) * 1000,
  );
});
