import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers } from '../support/auth';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * /user-list (issue 3): a user manager must use a second factor before the Staff API answers
 * (the 401 'User needs mfa' protocol, end to end in the browser); with one, the list searches,
 * filters and pages, and "sign in as" acts as another identity, audited with who, whom and when.
 */
const PHONE = '+358401112233';
let browser: Browser;
const created: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await deleteTestUsers(created);
});

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

describe('user list', () => {
  it("a user manager without a second factor is sent to enrol one ('User needs mfa')", async () => {
    const manager = await createTestUser({ prefix: 'manager-1f', claims: { userManager: true } });
    created.push(manager.uid);
    const { context } = await newContext(browser);
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'user-list-mfa-failure'));
    await signInAs(page, manager.email, { password: manager.password, site: STAFF_SITE, next: '/user-list' });
    await page.waitForURL((url) => url.pathname === '/multifactor/e', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/user-list');
    await expect.poll(() => page.locator('h1').textContent()).toBe('This account needs a second factor');
    // No factor enrolled: the secondary way out (sign in with an existing factor) is hidden.
    expect(await page.getByRole('button', { name: /already have a second factor/i }).count()).toBe(0);
    await context.close();
  });

  it('with a second factor: search, filter, page, and an audited "sign in as"', async () => {
    const manager = await createTestUser({ prefix: 'manager', claims: { userManager: true }, mfaPhone: PHONE });
    created.push(manager.uid);
    const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'user-list-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInAs(page, manager.email, { password: manager.password, site: STAFF_SITE, next: '/user-list' });
    await page.waitForURL((url) => url.pathname === '/user-list', { timeout: 20_000 });

    await expect.poll(() => rowOf(page, 'Eero Nieminen').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => rowOf(page, 'Ville Vanha').count()).toBe(1);
    expect(await rowOf(page, 'Ville Vanha').getByText('Username (not migrated)').count()).toBe(1);
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `user-list-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Search narrows the list; the customer filter shows only customer users.
    await page.getByLabel('Search by name, username or email').fill('ville');
    await expect.poll(() => rowOf(page, 'Eero Nieminen').count()).toBe(0);
    await expect.poll(() => rowOf(page, 'Ville Vanha').count()).toBe(1);
    await page.getByLabel('Search by name, username or email').fill('');
    await page.getByLabel('Show').selectOption('customers');
    await expect.poll(() => rowOf(page, 'Maria Lehtonen').count()).toBe(1);
    await expect.poll(() => rowOf(page, 'Eero Nieminen').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByLabel('Show').selectOption('employees');
    await expect.poll(() => rowOf(page, 'Eero Nieminen').count()).toBe(1);

    // Sign in as Eero: confirmed, audited, and the app is now Eero's.
    const eero = await adminAuth.getUserByEmail('eero.nieminen@demo.vuoro.fi');
    await rowOf(page, 'Eero Nieminen')
      .getByRole('button', { name: /Sign in as/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/Every use is recorded/).count()).toBe(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sign in as this user' }).click();
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    // The session is a support identity acting as Eero's staff record: it sees his shifts…
    await expect.poll(() => page.getByText(/^\d+ upcoming shifts?\.$/).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('Your account does not have access to the employee views.').count()).toBe(0);
    // …without being his account.
    const acting = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((done) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onsuccess = () => done(open.result);
      });
      const rows = await new Promise<{ value: { uid: string } }[]>((done) => {
        const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
        all.onsuccess = () => done(all.result as { value: { uid: string } }[]);
      });
      return rows.map((r) => r.value.uid);
    });
    expect(acting).toHaveLength(1);
    expect(acting[0]).not.toBe(eero.uid);
    const audit = await adminDb
      .collection(staffCollections.tokenAudit)
      .where('actorUid', '==', manager.uid)
      .where('targetUid', '==', eero.uid)
      .get();
    expect(audit.size).toBe(1);
    expect(audit.docs[0]!.get('route')).toBe('MintFirebaseToken');
    expect(audit.docs[0]!.get('supportUid')).toBe(acting[0]);
    // Every screen says whose session this is, with a way out; Settings offers no account change.
    expect(await page.getByRole('status').filter({ hasText: 'on behalf of another user' }).count()).toBe(1);
    await page.goto(`${STAFF_SITE}/settings`);
    await expect.poll(() => page.getByText(/belong to the person alone/).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByLabel('New email').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Make a calendar address' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `acting-as-settings-${width}`);
    }
    await page.getByRole('link', { name: 'End and sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('a talent cannot open /user-list', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, 'aino.virtanen@demo.vuoro.fi', { next: '/user-list' });
    await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    await context.close();
  });
});
