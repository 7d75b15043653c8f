import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, staffCollections } from '@vuoro/domain';
import { seedShifts } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, screenshot, type Browser } from './support/browser';
import { helsinkiDay } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * A recruit order from the customer to the recruiter tool (issue 26), on 360 px phones against
 * the seed (scripts/seed-shifts.ts: Hotelli Aurora's places and the titles):
 *
 * 1. Maria (Hotelli Aurora) fills the order with the start after the end: the spec's 'Estimated
 *    start date cannot be later than estimated end date' under the start date, nothing sent. She
 *    fixes the end and sends it: the confirmation and a new empty form; the agency's mail reaches
 *    the local SMTP server.
 * 2. Reija at the desk (/desk/recruit-orders, admin with a second factor) finds it new, creates
 *    the assignment after being asked once more, and opens it: the recruiter tool shows the
 *    customer's name as the company and the profession title as the title.
 *
 * What the journey made (the order, the job, the mail and the desk's audit record) is deleted after.
 */
const MARIA = 'maria.lehtonen@demo.vuoro.fi';
const STARTED = new Date();
const isoDay = (days: number) => format(helsinkiDay(days), 'yyyy-MM-dd');
let browser: Browser;
let smtp: SmtpServer;

beforeAll(async () => {
  await seedShifts(adminDb, new Date());
  smtp = await startSmtpServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  const orders = await adminDb.collection(staffCollections.recruitOrders).where('created', '>=', STARTED).get();
  const jobIds = orders.docs.map((d) => d.get('jobId') as string | null).filter((id): id is string => !!id);
  const [mails, audits] = await Promise.all([
    adminDb.collection(staffCollections.mail).where('createdAt', '>=', STARTED).get(),
    adminDb.collection(staffCollections.deskAudit).where('at', '>=', STARTED).get(),
  ]);
  await Promise.all([
    ...orders.docs.map((d) => d.ref.delete()),
    ...jobIds.map((id) => adminDb.collection('jobs').doc(id).delete()),
    ...mails.docs.filter((d) => d.get('kind') === 'support').map((d) => d.ref.delete()),
    ...audits.docs.filter((d) => d.get('action') === 'convertRecruitOrder').map((d) => d.ref.delete()),
  ]);
});

describe('a recruit order becomes an assignment', () => {
  it('Maria sends an order (start after end refused first); Reija turns it into an assignment', async () => {
    // ── 1. Maria: the order, refused with the spec's text, fixed, sent ──────────────────────────
    const maria = await phonePage(browser, 'recruit-order-failure');
    const page = maria.page;
    await signInAs(page, MARIA, { site: STAFF_SITE, next: routes.customerRecruitOrder.href() });
    await page.waitForURL((url) => url.pathname === routes.customerRecruitOrder.href(), { timeout: 20_000 });
    const place = page.getByLabel(/^Place of business/);
    await expect.poll(() => place.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await place.selectOption('pow-aurora-kitchen');
    const title = page.getByLabel(/^Profession title/);
    await expect.poll(() => title.locator('option[value="pt-cook"]').count(), { timeout: 20_000 }).toBe(1);
    await title.selectOption('pt-cook');
    await page.getByLabel(/^Number of employees/).fill('2');
    await page.getByLabel(/^Contract type/).selectOption('FixedTerm');
    const start = page.getByLabel(/^Estimated start date/);
    const end = page.getByLabel(/^Estimated end date/);
    await start.fill(isoDay(30));
    await end.fill(isoDay(10));
    await page.getByLabel(/^Estimated working hours/).fill('112,5');
    await page.getByRole('checkbox', { name: 'Finnish' }).check();
    await page.getByLabel(/^Additional info/).fill('Hygieniapassi vaaditaan.');
    await page.getByRole('button', { name: 'Send order' }).click();
    await page.getByText('Estimated start date cannot be later than estimated end date').waitFor();
    expect(await start.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'recruit-order-refused');

    await end.fill(isoDay(90));
    await page.getByRole('button', { name: 'Send order' }).click();
    await page.getByText('Thank you, your order was sent. The agency will contact you.').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel(/^Additional info/).inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'recruit-order-sent');
    expect(maria.errors).toEqual([]);
    expect(maria.external).toEqual([]);
    await maria.close();

    const [order] = (await adminDb.collection(staffCollections.recruitOrders).where('created', '>=', STARTED).get()).docs;
    expect(order?.data()).toMatchObject({ customerId: 'hotelli-aurora', professionTitle: 'pt-cook', amount: 2, state: 'new' });
    const mail = await smtp.waitFor((m) => m.subject === 'Rekrytointitilaus: Hotelli Aurora Oy, Kokki (2)', 60_000);
    expect(mail.text).toContain('Työpaikka: Hotelli Aurora, keittiö, Helsinki');
    expect(mail.text).toContain(`Arvioitu alkamispäivä: ${format(helsinkiDay(30), 'd.M.yyyy')}`);

    // ── 2. Reija: the desk's list, the assignment, the recruiter tool ───────────────────────────
    const desk = await phonePage(browser, 'desk-recruit-orders-failure');
    await signInAs(desk.page, REIJA, { next: routes.deskRecruitOrders.href() });
    await desk.page.waitForURL((url) => url.pathname === routes.deskRecruitOrders.href(), { timeout: 20_000 });
    const card = desk.page.getByRole('listitem').filter({ hasText: 'Hygieniapassi vaaditaan.' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('New');
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-recruit-orders');
    await card.getByRole('button', { name: 'Create assignment' }).click();
    await card.getByText('Create an assignment “Kokki” for Hotelli Aurora Oy from this order?').waitFor();
    await card.getByRole('button', { name: 'Yes, create the assignment' }).click();
    await card.getByText('Assignment created.').waitFor({ timeout: 20_000 });
    const open = card.getByRole('link', { name: 'Open the assignment' });
    await open.waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-recruit-orders-created');
    const jobId = (await order!.ref.get()).get('jobId') as string;
    expect(jobId).toBeTruthy();
    await open.click();
    await desk.page.waitForURL((url) => url.pathname === routes.assignment.href({ assignmentId: jobId }), { timeout: 20_000 });
    const company = desk.page.getByRole('textbox', { name: 'Company', exact: true });
    await expect.poll(() => company.inputValue(), { timeout: 20_000 }).toBe('Hotelli Aurora Oy');
    expect(await desk.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Kokki');
    await screenshot(desk.page, 'recruit-order-assignment');
    expect(desk.errors).toEqual([]);
    expect(desk.external).toEqual([]);
    await desk.close();
  }, 180_000);
});
