import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, PHONE, screenshot, type Browser } from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The mobile analytics switch in /settings → Notifications (our extension route), as the demo
 * employee on a 360 px phone: on and off again, read back from his `users/{uid}.analytics`.
 */
let browser: Browser;
let uid: string;
const userDoc = () => adminDb.collection('users').doc(uid);

beforeAll(async () => {
  uid = (await adminDb.collection(staffCollections.people).doc(EERO_ID).get()).get('firebaseUid') as string;
  expect(uid).toBeTruthy();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  if (uid) await userDoc().set({ analytics: false }, { merge: true });
});

describe('mobile analytics', () => {
  it('turns on and off from the notification settings, saved each time, the switch showing what is stored', async () => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-mobile-analytics-failure'));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await page.goto(`${STAFF_SITE}/settings`);

    const section = page.getByRole('region', { name: 'Notifications' });
    const analytics = section.getByRole('switch', { name: 'Mobile analytics' });
    await analytics.waitFor({ timeout: 20_000 });
    const before = (await userDoc().get()).get('analytics') === true;
    expect(await analytics.isChecked()).toBe(before);

    await analytics.focus();
    await page.keyboard.press('Space');
    await section.getByText('Saved successfully').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await userDoc().get()).get('analytics'), { timeout: 15_000 }).toBe(!before);
    expect(await analytics.isChecked()).toBe(!before);

    await analytics.click();
    await expect.poll(async () => (await userDoc().get()).get('analytics'), { timeout: 15_000 }).toBe(before);
    await expect.poll(() => analytics.isChecked()).toBe(before);

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-settings-mobile-analytics');
    await context.close();
  }, 90_000);
});
