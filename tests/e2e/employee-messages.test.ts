import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { routes, staffCollections, type NoticeKind } from '@vuoro/domain';
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
import { counted, eeroUnreadMessages } from './support/messages';
import { signInAs } from './support/sign-in';

/**
 * The employee's messages, notices and staff news (issue 24) as the demo employee on a 360 px
 * phone, over the seed (scripts/seed-messages.ts): the menu's badge is what Firestore says is
 * unread; opening a message shows its text, stores `openedAt` and drops the badge by one without a
 * reload; a filter goes into the path and Back returns to the list before; a notice and a news
 * item opened are stored read. Axe clean, screenshots at 360 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function unreadOf(kind: NoticeKind) {
  const [all, reads] = await Promise.all([
    adminDb.collection(staffCollections.notices).where('kind', '==', kind).get(),
    adminDb.collection(staffCollections.noticeReads).where('employeeId', '==', EERO_ID).where('kind', '==', kind).get(),
  ]);
  return all.size - reads.size;
}
/** Whether Eero's read of the notice of `kind` titled `title` (in English, as the screen showed it) is stored. */
async function noticeRead(kind: NoticeKind, title: string) {
  const all = await adminDb.collection(staffCollections.notices).where('kind', '==', kind).get();
  const notice = all.docs.find((d) => (d.get('titles.en') ?? d.get('title')) === title);
  expect(notice, title).toBeTruthy();
  return (await adminDb.collection(staffCollections.noticeReads).doc(`${EERO_ID}_${notice!.id}`).get()).exists;
}

/** Opens the phone menu and waits for its "Messages" entry to count `count`; `close` closes the menu again. */
async function menuMessages(page: Page, count: number, close = false) {
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const link = page
    .getByRole('navigation', { name: 'Main menu' })
    .last()
    .getByRole('link', { name: counted('Messages', count) });
  await link.waitFor({ timeout: 20_000 });
  if (close) await menu.click();
  return link;
}

/** Opens the first unread item of the list: its text shows and its "Unread" mark goes. */
async function openFirstUnread(page: Page): Promise<string> {
  const item = page.getByRole('article').filter({ hasText: 'Unread' }).first();
  const toggle = item.getByRole('button');
  const title = (await toggle.textContent())!.replace(/^[▸▾]\s*Unread/, '').trim();
  await toggle.click();
  const opened = page.getByRole('article', { name: title });
  await expect.poll(() => opened.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => opened.getByText('Unread', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
  return title;
}

describe('messages, notices and staff news', () => {
  it('badge from Firestore, open a message and the badge drops, a path filter and Back, a notice and the news read', async () => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    onTestFailed(() => screenshot(page, 'employee-messages-failure'));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    const messages = await eeroUnreadMessages();
    const [notices, news] = [await unreadOf('update'), await unreadOf('news')];
    expect(messages, 'the seed leaves Eero unopened messages').toBeGreaterThan(0);
    expect(notices + news).toBeGreaterThan(0);
    await (await menuMessages(page, messages + notices + news)).click();
    await page.waitForURL((url) => url.pathname === routes.notifications.href());
    const tabs = page.getByRole('navigation', { name: 'Messages and files' });
    await tabs.getByRole('link', { name: counted('Messages', messages) }).waitFor({ timeout: 15_000 });
    await page.getByText('Sent ', { exact: false }).first().waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-messages');

    // Opening the first unread message stores openedAt and drops both counts by one, no reload.
    const subject = await openFirstUnread(page);
    const stored = await adminDb
      .collection(staffCollections.messages)
      .where('employeeId', '==', EERO_ID)
      .where('subject', '==', subject)
      .get();
    expect(stored.docs[0]?.get('openedAt')).toBeTruthy();
    expect(await eeroUnreadMessages()).toBe(messages - 1);
    await tabs.getByRole('link', { name: counted('Messages', messages - 1) }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-message-open');
    await menuMessages(page, messages - 1 + notices + news, true);

    // A filter goes into the path; Back returns to the whole list.
    await page.getByText('Filter messages').click();
    const form = page.getByRole('form', { name: 'Filter messages' });
    await form.getByLabel('Message type').selectOption('shiftMessage');
    await form.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications/0/10/-/-/-/-/shiftMessage');
    // The list before stays on screen while the filtered one loads: wait for the filtered one.
    const articles = page.getByRole('article');
    await expect.poll(() => articles.filter({ hasNotText: 'Shift message' }).count(), { timeout: 15_000 }).toBe(0);
    expect(await articles.count()).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByRole('article').filter({ hasText: 'Password reset' }).first().waitFor({ timeout: 15_000 });

    // An update notice opened is stored read; the staff news too.
    const screens = [
      { kind: 'update', tab: /^Notices/, route: routes.notices, unread: notices, shot: 'employee-notices' },
      { kind: 'news', tab: /^Staff news/, route: routes.staffnews, unread: news, shot: 'employee-staffnews' },
    ] as const;
    for (const { kind, tab, route, unread, shot } of screens) {
      await tabs.getByRole('link', { name: tab }).click();
      await page.waitForURL((url) => url.pathname === route.href());
      await page.getByRole('article').first().waitFor({ timeout: 15_000 });
      if (unread > 0) {
        const title = await openFirstUnread(page);
        await expect.poll(() => noticeRead(kind, title), { timeout: 15_000 }).toBe(true);
      }
      await expectNoAxeViolations(page);
      await fitsAndShoot(page, shot);
    }
    await menuMessages(page, messages - 1 + (await unreadOf('update')) + (await unreadOf('news')));
    expect(errors).toEqual([]);
    await context.close();
  });
});
