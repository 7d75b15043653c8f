import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
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
import { signInAs } from './support/sign-in';

/**
 * The employee's notifications, contact us and help pages (issue 24) as the demo employee on a
 * 360 px phone: email notifications off and on again (read back from `staffNotificationSettings`),
 * browser push in headless Chromium (no push service there: the screen says push is not available
 * and the switch stays off), a support message that arrives at the local SMTP server on the demo
 * port, and /faq and /work-benefits.
 */
let browser: Browser;
let smtp: SmtpServer;
const settingsDoc = () => adminDb.collection(staffCollections.notificationSettings).doc(EERO_ID);
beforeAll(async () => {
  smtp = await startSmtpServer();
  await settingsDoc().delete();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  await settingsDoc().delete();
});

async function signedIn(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, EERO, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
  return { page, errors, close: () => context.close() };
}

describe('notifications, contact us and help', () => {
  it('turns email notifications off and on, and push stays off where the browser cannot take it', async () => {
    const { page, errors, close } = await signedIn();
    onTestFailed(() => screenshot(page, 'employee-help-settings-failure'));
    await page.goto(`${STAFF_SITE}/settings`);
    const section = page.getByRole('region', { name: 'Notifications' });
    const email = section.getByRole('switch', { name: 'Email notifications' });
    await email.waitFor({ timeout: 20_000 });
    expect(await email.isChecked()).toBe(true);

    await email.click();
    await section.getByText('Saved successfully').waitFor({ timeout: 15_000 });
    expect(await email.isChecked()).toBe(false);
    expect((await settingsDoc().get()).data()).toMatchObject({ emailDisabled: true });

    await email.click();
    await expect.poll(async () => (await settingsDoc().get()).data()?.emailDisabled, { timeout: 15_000 }).toBe(false);
    expect(await email.isChecked()).toBe(true);

    // Headless Chromium has no push service to subscribe with and grants no notifications:
    // the screen says why, and the switch stays off.
    const push = section.getByRole('switch', { name: 'Browser notifications on this device' });
    if (await push.isEnabled()) {
      await push.click();
      await section
        .getByText(/Notifications are blocked for Vuoro|This browser cannot show notifications|Failed to save/)
        .waitFor({ timeout: 15_000 });
    } else {
      await section.getByText(/Notifications are blocked for Vuoro|This browser cannot show notifications/).waitFor();
    }
    expect(await push.isChecked()).toBe(false);
    expect((await adminDb.collection(staffCollections.pushSubscriptions).where('personId', '==', EERO_ID).get()).size).toBe(0);

    // Which suggestions are pushed: stored, whatever this browser can do.
    // The choice shows once the server has stored it: click, then wait for it.
    await section.getByRole('radio', { name: 'Shift bundles only' }).click();
    await expect.poll(async () => (await settingsDoc().get()).data()?.preferredNotification, { timeout: 15_000 }).toBe('bundles');
    await expect.poll(() => section.getByRole('radio', { name: 'Shift bundles only' }).isChecked()).toBe(true);
    await section.getByRole('radio', { name: 'All suggestions' }).click();
    await expect.poll(async () => (await settingsDoc().get()).data()?.preferredNotification, { timeout: 15_000 }).toBe('all');
    await expect.poll(() => section.getByRole('radio', { name: 'All suggestions' }).isChecked()).toBe(true);

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-settings-notifications');

    // The push worker is served from the site's root, never cached stale.
    const worker = await page.request.get(`${STAFF_SITE}/push-sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).toContain("addEventListener('push'");
    expect(errors).toEqual([]);
    await close();
  });

  it('reads the FAQ, sends a support message that arrives by mail, and reads the work benefits', async () => {
    const { page, errors, close } = await signedIn();
    onTestFailed(() => screenshot(page, 'employee-help-faq-failure'));
    await page.goto(`${STAFF_SITE}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor({ timeout: 20_000 });
    const sickLeave = (await page.getByTestId('faq-sickLeave-body').textContent())!.replace(/\u2060/g, '');
    expect(sickLeave).toContain('(Mon–Fri 7.00–16.00)');
    expect(sickLeave).toContain('within 3 days');
    expect(await page.getByTestId('faq-certificates-body').textContent()).toContain('about 7 working days');

    const subject = `Verokortti ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('To').selectOption('payroll');
    await form.getByLabel(/^Subject/).fill(subject);
    await form.getByLabel(/^Message/).fill('Hei');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('The message must be at least 5 characters long').waitFor();
    await form.getByLabel(/^Message/).fill('Uusi verokortti tulossa, kiitos!');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Message sent. We will answer to your email address.').waitFor({ timeout: 15_000 });

    const mail = await smtp.waitFor((m) => m.subject === `Tukipyyntö: ${subject}`, 30_000);
    expect(mail.to).toEqual([{ name: '', address: 'palkat@vuoro.test' }]);
    expect(mail.replyTo?.address).toBe(EERO);
    expect(mail.text.split('\n')[0]).toBe('Uusi verokortti tulossa, kiitos!');

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-faq');

    await page.goto(`${STAFF_SITE}/work-benefits`);
    await page.getByRole('heading', { level: 1, name: 'Work benefits' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 2, name: 'Occupational health care' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-work-benefits');
    expect(errors).toEqual([]);
    await close();
  });
});
