import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers } from '../support/auth';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser } from './support/browser';
import { signInAs } from './support/sign-in';

/** /claims-screen (issue 5 item 8): an admin with a second factor looks an account up and sets its roles. */
const PHONE = '+358401114455';
let browser: Browser;
const created: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await deleteTestUsers(created);
});

describe('claims screen', () => {
  it('an admin looks up an account, grants a role and a customer, and the claims change', async () => {
    const admin = await createTestUser({ prefix: 'claims-e2e-admin', claims: { admin: true }, mfaPhone: PHONE });
    const target = await createTestUser({ prefix: 'claims-e2e-target', claims: {} });
    created.push(admin.uid, target.uid);
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'claims-screen-failure'));

    await signInAs(page, admin.email, { password: admin.password, next: '/claims-screen' });
    await page.waitForURL((url) => url.pathname === '/claims-screen', { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('User roles');
    await expectNoAxeViolations(page);

    const email = page.getByLabel('Email of the account');
    await email.fill('not-an-email');
    await email.press('Enter');
    await expect.poll(() => page.getByText('This is not a valid email address').count()).toBe(1);

    await email.fill('nobody-at-all@example.com');
    await email.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('No account with this email.');
    expect(await email.inputValue()).toBe('nobody-at-all@example.com');

    await email.fill(target.email);
    await email.press('Enter');
    await expect.poll(() => page.getByText(target.uid).count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `claims-screen-${width}`);
    }

    await page.getByRole('checkbox', { name: /Staff \(my\)/ }).check();
    await page.getByLabel('Customer ids').fill('hotelli-aurora');
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Roles saved' }).count(), { timeout: 15_000 }).toBe(1);

    const claims = (await adminAuth.getUser(target.uid)).customClaims;
    expect(claims).toMatchObject({ my: true, admin: false, customerIds: ['hotelli-aurora'] });
    const audits = await adminDb.collection(staffCollections.claimsAudit).where('targetUid', '==', target.uid).get();
    expect(audits.size).toBe(1);

    await page.reload();
    await page.getByLabel('Email of the account').fill(target.email);
    await page.getByLabel('Email of the account').press('Enter');
    await expect.poll(() => page.getByRole('checkbox', { name: /Staff \(my\)/ }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('Customer ids').inputValue()).toBe('hotelli-aurora');
    await context.close();
  });
});
