import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, type TestUser } from '../support/auth';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signIn } from './support/sign-in';
import { waitUntil } from './support/wait';

/**
 * /restoreuser (issue 5 item 8, issue 6 item 2) against the real emulators: an admin with a
 * second factor rejects one talent's deletion request (a reason is required; the talent sees it
 * live on /account), confirms another's (the profile moves to deletedTalents and the account can
 * no longer sign in) and restores it (back in talents, signs in again). My staff see the lists
 * read-only. Test users and their documents are removed afterwards.
 */
const PHONE = '+358401114477';
const STAFF_PHONE = '+358401114478';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 360, height: 800 };
const tag = randomUUID().slice(0, 6);
let browser: Browser;
const created: string[] = [];
let admin: TestUser, staff: TestUser, rejected: TestUser, deleted: TestUser;
const NAMES = { rejected: `Olena Koval ${tag}`, deleted: `Taras Shevchuk ${tag}` };

async function talentWithRequest(name: string, prefix: string): Promise<TestUser> {
  const user = await createTestUser({ prefix, displayName: name });
  created.push(user.uid);
  const [firstName, ...rest] = name.split(' ');
  await adminDb.doc(`talents/${user.uid}`).set({
    firstName,
    lastName: rest.join(' '),
    email: user.email,
    phoneNumber: '+358401234567',
    added: Timestamp.now(),
  });
  await adminDb.doc(`talents/${user.uid}/workHistory/w1`).set({ company: 'Hotelli Aurora', title: 'Cook' });
  await adminDb.doc(`accountDeletionRequests/${user.uid}`).set({
    uid: user.uid,
    email: user.email,
    name,
    status: 'requested',
    requestedAt: Timestamp.now(),
  });
  return user;
}

beforeAll(async () => {
  browser = await launch();
  admin = await createTestUser({ prefix: 'restore-e2e-admin', claims: { admin: true }, mfaPhone: PHONE });
  staff = await createTestUser({ prefix: 'restore-e2e-my', claims: { my: true }, mfaPhone: STAFF_PHONE });
  created.push(admin.uid, staff.uid);
  rejected = await talentWithRequest(NAMES.rejected, 'restore-e2e-rejected');
  deleted = await talentWithRequest(NAMES.deleted, 'restore-e2e-deleted');
  // The card trigger has run, so a late trigger cannot bring a card back after the deletion.
  await waitUntil(
    async () => (await adminDb.doc(`talentCards/${deleted.uid}`).get()).exists,
    `talentCards/${deleted.uid} was not written: the talentCardSync trigger did not run (are the built functions served?)`,
  );
});
afterAll(async () => {
  await browser?.close();
  for (const uid of [rejected?.uid, deleted?.uid].filter(Boolean)) {
    await adminDb.recursiveDelete(adminDb.doc(`talents/${uid}`));
    await adminDb.recursiveDelete(adminDb.doc(`deletedTalents/${uid}`));
    await adminDb.doc(`accountDeletionRequests/${uid}`).delete();
    await adminDb.doc(`talentCards/${uid}`).delete();
  }
  await deleteTestUsers(created);
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const item = (page: Page, section: string, name: string) =>
  region(page, section)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const status = (page: Page) => page.getByRole('status').filter({ hasNotText: 'Loading' });
const alertText = (page: Page) => page.getByRole('alert').filter({ hasNotText: 'narrower than 360' }).textContent();
const PENDING = 'Deletion requests waiting';
const DELETED = 'Deleted talents that can be restored';
const HANDLED = 'Recently handled requests';

async function looksRight(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

describe('restore user', () => {
  it('an admin rejects one request with a reason, confirms another, and restores the deleted talent', async () => {
    const { context } = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'restore-user-failure'));
    const talentSide = await newContext(browser, { viewport: MOBILE });
    const talentPage = await talentSide.context.newPage();
    onTestFailed(() => screenshot(talentPage, 'restore-user-talent-failure'));

    // The talent whose request is rejected watches its own /account.
    await signIn(talentPage, rejected.email, { password: rejected.password, next: '/account' });
    const ownDeletion = region(talentPage, 'Delete my account');
    await expect
      .poll(() => ownDeletion.getByText('A recruiter will handle the request.', { exact: false }).count(), { timeout: 20_000 })
      .toBe(1);

    // The admin signs in with the SMS code and sees both requests, newest first.
    await signIn(page, admin.email, { password: admin.password, next: '/restoreuser' });
    await page.waitForURL((url) => url.pathname === '/restoreuser', { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Restore user');
    await expect.poll(() => item(page, PENDING, NAMES.deleted).count(), { timeout: 15_000 }).toBe(1);
    const pendingNames = await region(page, PENDING).getByRole('heading', { level: 3 }).allTextContents();
    expect(pendingNames.indexOf(NAMES.deleted)).toBeLessThan(pendingNames.indexOf(NAMES.rejected));
    expect(await item(page, PENDING, NAMES.rejected).getByText(rejected.email).count()).toBe(1);
    await expect
      .poll(() => region(page, DELETED).getByText('No deleted talents can be restored.').count(), { timeout: 20_000 })
      .toBe(1);
    await expectNoAxeViolations(page);

    // Reject by keyboard: no reason is refused with the spec's message, then the reason is sent.
    const toReject = item(page, PENDING, NAMES.rejected);
    await toReject.getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Enter');
    const reason = toReject.getByLabel(/^Reason for rejecting/);
    await toReject.getByRole('button', { name: 'Reject request' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toReject.getByText('Field is required').count(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('You still have an open employment contract.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          status(page)
            .filter({ hasText: `The request of ${NAMES.rejected} was rejected.` })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect.poll(() => item(page, PENDING, NAMES.rejected).count(), { timeout: 15_000 }).toBe(0);
    const handled = region(page, HANDLED).getByRole('listitem').filter({ hasText: NAMES.rejected });
    await expect.poll(() => handled.textContent(), { timeout: 15_000 }).toContain('Rejected');
    expect(await handled.textContent()).toContain('You still have an open employment contract.');
    expect(await handled.textContent()).toContain(admin.email);

    // The talent sees the rejection and its reason live.
    await expect
      .poll(() => ownDeletion.getByText('Your request to delete your account was rejected.').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await ownDeletion.getByText('You still have an open employment contract.', { exact: false }).count()).toBe(1);

    // Confirm: the dialog says what happens; Escape closes it without doing anything.
    const toDelete = item(page, PENDING, NAMES.deleted);
    await toDelete.getByRole('button', { name: 'Confirm deletion' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the account of ${NAMES.deleted}?` });
    await expect.poll(() => dialog.textContent(), { timeout: 5_000 }).toContain('can be restored within 30 days');
    await expectNoAxeViolations(page);
    await screenshot(page, 'restore-user-dialog-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);
    expect((await adminDb.doc(`accountDeletionRequests/${deleted.uid}`).get()).get('status')).toBe('requested');

    // While the account also has a staff role, the confirm is refused with the reason, and
    // nothing changes; once the role is gone, the same request goes through.
    await adminAuth.setCustomUserClaims(deleted.uid, { employee: true });
    await toDelete.getByRole('button', { name: 'Confirm deletion' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('This account also has staff roles');
    await looksRight(page, 'restore-user-staff-refused');
    expect((await adminDb.doc(`accountDeletionRequests/${deleted.uid}`).get()).get('status')).toBe('requested');
    expect((await adminAuth.getUser(deleted.uid)).disabled).toBe(false);
    await adminAuth.setCustomUserClaims(deleted.uid, {});
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);

    await toDelete.getByRole('button', { name: 'Confirm deletion' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect
      .poll(
        () =>
          status(page)
            .filter({ hasText: `The account of ${NAMES.deleted} was deleted.` })
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    const deletedItem = item(page, DELETED, NAMES.deleted);
    await expect.poll(() => deletedItem.count(), { timeout: 15_000 }).toBe(1);
    const inThirtyDays = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(await deletedItem.textContent()).toContain(
      `Restorable until${inThirtyDays.getDate()}.${inThirtyDays.getMonth() + 1}.${inThirtyDays.getFullYear()}`,
    );
    expect((await adminDb.doc(`talents/${deleted.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`deletedTalents/${deleted.uid}`).get()).get('firstName')).toBe('Taras');
    expect((await adminDb.doc(`deletedTalents/${deleted.uid}/workHistory/w1`).get()).exists).toBe(true);
    expect((await adminAuth.getUser(deleted.uid)).disabled).toBe(true);
    await expect
      .poll(() => region(page, HANDLED).getByRole('listitem').filter({ hasText: NAMES.deleted }).textContent())
      .toContain('Deleted');
    await looksRight(page, 'restore-user');

    // The deleted talent cannot sign in: the login screen shows the disabled account's text.
    const gone = await newContext(browser, { viewport: MOBILE });
    const gonePage = await gone.context.newPage();
    await signIn(gonePage, deleted.email, { password: deleted.password, next: '/account' });
    await expect
      .poll(() => alertText(gonePage), { timeout: 15_000 })
      .toBe('Your account has been locked because of too many login attempt.');
    await gone.context.close();

    // Restore: back in talents with its subcollection, and it signs in again.
    await deletedItem.getByRole('button', { name: 'Restore' }).click();
    await expect
      .poll(
        () =>
          status(page)
            .filter({ hasText: `${NAMES.deleted} was restored and can sign in again.` })
            .count(),
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    await expect.poll(() => item(page, DELETED, NAMES.deleted).count(), { timeout: 15_000 }).toBe(0);
    expect((await adminDb.doc(`talents/${deleted.uid}`).get()).get('lastName')).toBe(`Shevchuk ${tag}`);
    expect((await adminDb.doc(`talents/${deleted.uid}/workHistory/w1`).get()).exists).toBe(true);
    expect((await adminDb.doc(`deletedTalents/${deleted.uid}`).get()).exists).toBe(false);
    expect((await adminAuth.getUser(deleted.uid)).disabled).toBe(false);
    const back = await newContext(browser, { viewport: MOBILE });
    const backPage = await back.context.newPage();
    await signIn(backPage, deleted.email, { password: deleted.password, next: '/account' });
    await backPage.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
    await expect
      .poll(() => region(backPage, 'Delete my account').getByRole('button', { name: 'Request deletion of my account' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await back.context.close();
    await talentSide.context.close();
    await context.close();
  });

  it('my staff see the lists read-only, with a note that only an admin can act', async () => {
    const { context } = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'restore-user-my-failure'));
    await signIn(page, staff.email, { password: staff.password, next: '/restoreuser' });
    await page.waitForURL((url) => url.pathname === '/restoreuser', { timeout: 20_000 });
    await expect
      .poll(() => page.getByText('Only an admin can confirm, reject or restore.', { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    const handled = region(page, HANDLED).getByRole('listitem').filter({ hasText: NAMES.rejected });
    await expect.poll(() => handled.count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => region(page, DELETED).getByText('No deleted talents can be restored.').count(), { timeout: 20_000 })
      .toBe(1);
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /Reject|Confirm deletion|Restore/ })
        .count(),
    ).toBe(0);
    await looksRight(page, 'restore-user-my');
    await context.close();
  });
});
