import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { agencyDay, staffCollections } from '@vuoro/domain';
import { seedShifts } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { startSmsProvider, type SmsProvider } from '../support/sms-provider';
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
import { dayHeading, EERO, EERO_ID, helsinkiDay } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * The customer's shift work end to end (issue 22), with the agency desk that fills the orders:
 *
 * 1. Maria (Hotelli Aurora, may edit shifts) orders a cook for the kitchen on three days at
 *    17.00–22.00 on a 360 px phone, to the kitchen's pool first (Eero, Olena; Laura is passive).
 * 2. Eero, in a second browser context, sees the three offers and books the one in 18 days.
 * 3. Reija at the desk (an admin with a second factor, 1280 px) assigns Eero to the one in two days.
 * 4. Maria sees both filled by Eero; accepts a seeded worked shift, the "Accept N shifts" count
 *    one less after; cancels the one in two days (inside Aurora's 72 h notice): the billing
 *    warning, then requested for cancellation; the desk settles it as cancelled and Eero's
 *    upcoming shifts show it cancelled.
 * 5. Maria moves the booked one an hour later; Eero accepts the new time.
 * 6. Maria gives feedback on the worked shift and sends Eero an SMS, which the local SMS
 *    provider (the 46elks protocol, tests/support/sms-provider.ts) receives.
 * 7. Antti, a user of Logistiikka Pohjola, sees none of Aurora's shifts.
 *
 * The shift data is put back as the seed makes it before and after, and what the journey made
 * (its orders with their suggestions, feedback, SMS log and desk audit) is deleted after: other
 * journeys count Eero's shifts and offers.
 */
let browser: Browser;
let sms: SmsProvider;
const started = new Date();

beforeAll(async () => {
  await seedShifts(adminDb, new Date());
  sms = await startSmsProvider();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await sms?.close();
  await removeWhatTheJourneyMade();
  await seedShifts(adminDb, new Date());
});

const MARIA = 'maria.lehtonen@demo.vuoro.fi';
const ANTTI = 'antti.koskinen@demo.vuoro.fi';
const KITCHEN = 'Hotelli Aurora, keittiö';
const ORDERED_DAYS = [2, 18, 25];
/** A Helsinki day as the date inputs take it and as the desk and the customer's texts write it. */
const isoDay = (days: number) => format(helsinkiDay(days), 'yyyy-MM-dd');
const dotted = (days: number) => format(helsinkiDay(days), 'd.M.yyyy');

async function removeWhatTheJourneyMade() {
  const made = await adminDb.collection(staffCollections.shifts).where('orderedAt', '>=', started).get();
  const ids = made.docs.map((d) => d.id);
  const batch = adminDb.batch();
  for (const d of made.docs) batch.delete(d.ref);
  for (let i = 0; i < ids.length; i += 30) {
    const suggestions = await adminDb
      .collection(staffCollections.shiftSuggestions)
      .where('shiftId', 'in', ids.slice(i, i + 30))
      .get();
    for (const d of suggestions.docs) batch.delete(d.ref);
  }
  const since: [string, string][] = [
    [staffCollections.shiftFeedback, 'created'],
    [staffCollections.smsLog, 'sentAt'],
    [staffCollections.deskAudit, 'at'],
  ];
  for (const [name, field] of since) {
    const recent = await adminDb.collection(name).where(field, '>=', started).get();
    for (const d of recent.docs) batch.delete(d.ref);
  }
  await batch.commit();
}

/** The journey's three shifts as stored, by the Helsinki day they start. */
async function orderedShifts() {
  const made = await adminDb.collection(staffCollections.shifts).where('orderedAt', '>=', started).get();
  const byDay = new Map<number, { id: string; data: FirebaseFirestore.DocumentData }>();
  for (const d of made.docs) {
    const start = (d.get('start') as FirebaseFirestore.Timestamp).toDate();
    byDay.set(dayOf(start), { id: d.id, data: d.data() });
  }
  return byDay;
}
/** How many Helsinki days from today `at` is. */
function dayOf(at: Date): number {
  for (let n = -40; n <= 40; n++) if (format(helsinkiDay(n), 'yyyy-MM-dd') === helsinkiDateOf(at)) return n;
  throw new Error(`no day for ${at.toISOString()}`);
}
const helsinkiDateOf = (at: Date) => agencyDay(at);

const statusSaying = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function openCustomerList(page: Page, search = '') {
  await page.goto(`${STAFF_SITE}/customer/shifts${search}`);
  await expect.poll(() => page.getByText(/^\d+ shifts? between /).count(), { timeout: 20_000 }).toBe(1);
}

async function openDetails(page: Page, shiftId: string) {
  await page.goto(`${STAFF_SITE}/customer/shifts?shift=${encodeURIComponent(shiftId)}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toMatch(/, .*–/);
}

describe('the customer orders, follows, accepts and cancels shifts; the desk fills them', () => {
  it('orders pool-first, the employee books one, the desk fills another, then accept, cancel, time change, feedback, SMS', async () => {
    const maria = await newContext(browser, { viewport: PHONE });
    const page = await maria.context.newPage();
    onTestFailed(() => screenshot(page, 'customer-shifts-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // ── 1. The order: one form, three days, the kitchen's pool first ──────────────────────────
    await signInAs(page, MARIA, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/customer/shifts', { timeout: 20_000 });
    await page.goto(`${STAFF_SITE}/shifts/order`);
    const place = page.getByLabel(/^Place of work/);
    await expect.poll(() => place.count(), { timeout: 20_000 }).toBe(1);
    await place.selectOption('pow-aurora-kitchen');
    await page.getByLabel(/^Profession/).selectOption('pt-cook');
    await page.getByLabel('Several days').check();
    for (const n of ORDERED_DAYS) {
      await page.getByLabel('Day to add').fill(isoDay(n));
      await page.getByRole('button', { name: 'Add day' }).click();
    }
    expect(await page.getByText('Shifts in this order (days × people): 3, at most 31.').count()).toBe(1);
    await page.getByLabel(/^Start time/).fill('17:00');
    await page.getByLabel(/^End time/).fill('22:00');
    await page.getByLabel(/^Contact person/).fill('Keittiöpäällikkö Jari Mäkinen, 040 123 4567');
    await page.getByLabel('Pool first, then all suitable employees').check();
    await page.getByRole('combobox', { name: /^Pool/ }).selectOption('pool-aurora-kitchen');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-order');
    await page.getByRole('button', { name: 'Order shift' }).click();
    const saved = page.getByRole('list', { name: 'Shifts saved: 3' });
    await expect.poll(() => saved.count(), { timeout: 20_000 }).toBe(1);
    expect(await saved.getByRole('listitem').count()).toBe(3);
    await fitsAndShoot(page, 'customer-order-saved');

    const ordered = await orderedShifts();
    expect([...ordered.keys()].sort((a, b) => a - b)).toEqual(ORDERED_DAYS);
    for (const { data } of ordered.values()) {
      expect([data.state, data.suggestionTarget, data.placeOfWork.id]).toEqual([
        'new',
        { target: 'poolFirstThenAllSuitable', poolId: 'pool-aurora-kitchen' },
        'pow-aurora-kitchen',
      ]);
    }
    const [soon, booked, later] = ORDERED_DAYS.map((n) => ordered.get(n)!.id) as [string, string, string];

    // ── 2. Eero sees the offers from the pool and books the one in 18 days ───────────────────
    const eero = await newContext(browser, { viewport: PHONE });
    const phone = await eero.context.newPage();
    onTestFailed(() => screenshot(phone, 'customer-shifts-eero-failure'));
    await signInAs(phone, EERO, { site: STAFF_SITE, next: '/open-shifts/0/10' });
    const offer = (n: number) =>
      phone.getByRole('article', { name: `Suggested to you, ${KITCHEN}, ${dayHeading(n)} 17.00\u2060–\u206022.00`, exact: true });
    await expect.poll(() => offer(18).count(), { timeout: 20_000 }).toBe(1);
    for (const n of ORDERED_DAYS) expect(await offer(n).count(), `offer on day ${n}`).toBe(1);
    await offer(18).getByRole('button', { name: 'Book the shift' }).click();
    await phone.getByRole('button', { name: 'Yes, book' }).click();
    await expect
      .poll(() => statusSaying(phone, `Shift booked: ${KITCHEN}, ${dayHeading(18)} 17.00\u2060–\u206022.00.`).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(async () => (await adminDb.doc(`staffShifts/${booked}`).get()).get('state')).toBe('filled');

    // ── 3. The desk assigns Eero to the one in two days ───────────────────────────────────────
    const desk = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const reija = await desk.context.newPage();
    onTestFailed(() => screenshot(reija, 'customer-shifts-desk-failure'));
    await signInAs(reija, REIJA, { next: `/desk/shifts?from=${isoDay(0)}&until=${isoDay(28)}` });
    await reija.waitForURL((url) => url.pathname === '/desk/shifts', { timeout: 20_000 });
    const deskShift = `${KITCHEN}, ${dotted(2)} 17.00\u2060–\u206022.00`;
    const assign = reija.getByRole('button', { name: `Assign, ${deskShift}`, exact: true });
    await expect.poll(() => assign.count(), { timeout: 20_000 }).toBe(1);
    await expectNoAxeViolations(reija);
    await screenshot(reija, 'desk-shifts-1280');
    await assign.click();
    const dialog = reija.getByRole('dialog', { name: 'Assign an employee' });
    await expect.poll(() => dialog.getByLabel(/^Eero Nieminen/).count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel(/^Eero Nieminen/).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    expect(
      await dialog
        .getByText('Assign Eero Nieminen to the shift? The shift becomes filled and the employee sees it at once.')
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(reija);
    await screenshot(reija, 'desk-assign-1280');
    await dialog.getByRole('button', { name: 'Yes, assign' }).click();
    await expect
      .poll(() => statusSaying(reija, `Saved successfully. Eero Nieminen works ${deskShift}.`).count(), { timeout: 15_000 })
      .toBe(1);
    const assigned = (await adminDb.doc(`staffShifts/${soon}`).get()).data()!;
    expect([assigned.state, assigned.employee?.id]).toEqual(['filled', EERO_ID]);
    expect((await adminDb.collection(staffCollections.deskAudit).where('shiftId', '==', soon).get()).size).toBe(1);

    // ── 4. The customer sees both filled, accepts a worked one, cancels inside the notice ─────
    await openCustomerList(page, `?place=pow-aurora-kitchen&from=${isoDay(0)}&until=${isoDay(28)}`);
    for (const n of [2, 18]) {
      const row = page
        .getByRole('region', { name: new RegExp(`^${dayHeading(n)}`) })
        .getByRole('listitem')
        .filter({ hasText: '17.00\u2060–\u206022.00' });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      expect(await row.getByText('Eero Nieminen').count(), `day ${n}`).toBe(1);
      expect(await row.getByText('Filled', { exact: true }).count(), `day ${n}`).toBe(1);
    }
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-shifts-list');

    await openCustomerList(page);
    const acceptAll = page.getByRole('button', { name: /^Accept \d+ shifts?$/ });
    await expect.poll(() => acceptAll.count(), { timeout: 15_000 }).toBe(1);
    const waiting = Number((await acceptAll.textContent())!.match(/\d+/)![0]);
    expect(waiting).toBeGreaterThan(1);
    await openDetails(page, 'shift-aurora-filled--3');
    await page
      .getByRole('button', { name: /^Accept/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Yes, accept' }).click();
    await expect.poll(() => statusSaying(page, 'The shift was accepted.').count(), { timeout: 15_000 }).toBe(1);
    expect((await adminDb.doc('staffShifts/shift-aurora-filled--3').get()).get('state')).toBe('accepted');
    await openCustomerList(page);
    await expect
      .poll(() => page.getByRole('button', { name: `Accept ${waiting - 1} shift${waiting - 1 === 1 ? '' : 's'}` }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // Feedback on the worked shift, once.
    await openDetails(page, 'shift-aurora-filled--3');
    await page.getByLabel('4 stars').check();
    await page.getByRole('textbox', { name: /^Feedback/ }).fill('Iryna hoiti kerrokset huolellisesti ja ajallaan.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => statusSaying(page, 'Thank you for your feedback.').count(), { timeout: 15_000 }).toBe(1);
    const feedback = await adminDb
      .collection(staffCollections.shiftFeedback)
      .where('shiftId', '==', 'shift-aurora-filled--3')
      .get();
    expect(feedback.docs.map((d) => [d.get('rating'), d.get('message')])).toEqual([
      [4, 'Iryna hoiti kerrokset huolellisesti ja ajallaan.'],
    ]);

    // Cancel the desk-filled one in two days, inside Aurora's 72 h: the billing warning comes first.
    await openDetails(page, soon);
    await page.getByRole('button', { name: 'Cancel shift' }).click();
    const warning = page.getByText(
      "The contract's cancellation terms are not met, so the shift may be billed. Do you still want to cancel it?",
    );
    expect(await warning.count()).toBe(1);
    expect(await page.getByText(/cancellation notice of 72 hours in your contract/).count()).toBe(1);
    const cancelBillable = page.getByRole('button', { name: 'Cancel, the cancellation may be billed' });
    await cancelBillable.click();
    expect(await page.getByText('Cancellation reason is missing').count()).toBeGreaterThan(0);
    expect((await adminDb.doc(`staffShifts/${soon}`).get()).get('state')).toBe('filled');
    await page.getByRole('textbox', { name: /^Cancellation reason/ }).fill('Tilaisuus peruttiin.');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-cancel-billing');
    await cancelBillable.click();

    await expect.poll(() => statusSaying(page, /^The cancellation was requested/).count(), { timeout: 15_000 }).toBe(1);
    const requested = (await adminDb.doc(`staffShifts/${soon}`).get()).data()!;
    expect([requested.state, requested.cancellationBillable, requested.cancellationReason]).toEqual([
      'requestedForCancellation',
      true,
      'Tilaisuus peruttiin.',
    ]);

    // The desk settles the request: cancelled; Eero's upcoming shifts show it cancelled.
    await reija.reload();
    const settle = reija.getByRole('button', { name: `Settle, ${deskShift}`, exact: true });
    await expect.poll(() => settle.count(), { timeout: 20_000 }).toBe(1);
    await settle.click();
    const settling = reija.getByRole('dialog', { name: 'Settle the cancellation request' });
    await settling.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await settling.getByRole('button', { name: 'Yes, settle' }).click();
    await expect
      .poll(() => statusSaying(reija, `Saved successfully. ${deskShift}: Cancelled.`).count(), { timeout: 15_000 })
      .toBe(1);
    expect((await adminDb.doc(`staffShifts/${soon}`).get()).get('state')).toBe('cancelled');
    await phone.goto(`${STAFF_SITE}/shifts/upcoming`);
    const cancelledCard = phone
      .getByRole('region', { name: dayHeading(2), exact: true })
      .getByRole('article')
      .filter({ hasText: '17.00\u2060–\u206022.00' });
    await expect.poll(() => cancelledCard.count(), { timeout: 20_000 }).toBe(1);
    expect(await cancelledCard.getByText('Cancelled', { exact: true }).count()).toBe(1);
    await fitsAndShoot(phone, 'employee-upcoming-cancelled');

    // ── 5. A new time for the booked one; Eero accepts it ────────────────────────────────────
    await page.goto(`${STAFF_SITE}/customer/shifts/edit?shiftId=${booked}`);
    const start = page.getByLabel(/^Start time/);
    await expect.poll(() => start.count(), { timeout: 20_000 }).toBe(1);
    await start.fill('18:00');
    expect(
      await page
        .getByText('The new time will be sent to the employee for confirmation. Until they confirm it, the agreed time stands.')
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-edit-time');
    await page.getByRole('button', { name: 'Save and send to the employee' }).click();
    await expect
      .poll(() => statusSaying(page, 'The new time was sent to the employee for confirmation.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect((await adminDb.doc(`staffShifts/${booked}`).get()).get('timeChange')).toBe('pendingConfirmation');

    await phone.goto(`${STAFF_SITE}/shifts/upcoming?state=changesNeedConfirmation`);
    const changed = phone
      .getByRole('region', { name: dayHeading(18), exact: true })
      .getByRole('article')
      .filter({ hasText: '18.00\u2060–\u206022.00' });
    await expect.poll(() => changed.count(), { timeout: 20_000 }).toBe(1);
    await changed.getByRole('button', { name: 'Accept the new time' }).click();
    await changed.getByRole('button', { name: 'Yes, accept' }).click();
    await expect.poll(() => statusSaying(phone, 'New time accepted: ').count(), { timeout: 15_000 }).toBe(1);
    expect((await adminDb.doc(`staffShifts/${booked}`).get()).get('timeChange')).toBe('accepted');

    await openDetails(page, booked);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('18.00\u2060–\u206022.00');

    // ── 6. An SMS to Eero through the provider ───────────────────────────────────────────────
    sms.clear();
    const message = 'Hei Eero, tule takaovesta sisään klo 17.50. T. Maria';
    await page.getByRole('textbox', { name: /^Message to Eero Nieminen/ }).fill(message);
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await expect.poll(() => statusSaying(page, /^The message was sent to /).count(), { timeout: 15_000 }).toBe(1);
    expect(sms.received.map((s) => [s.to, s.message])).toEqual([['+358401234511', message]]);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-shift-details');
    // The third shift of the order is still on offer: nobody booked it.
    expect((await adminDb.doc(`staffShifts/${later}`).get()).get('state')).toBe('new');
    expect(errors).toEqual([]);
    for (const c of [maria, eero, desk]) {
      expect(c.external).toEqual([]);
      await c.context.close();
    }
  }, 150_000); // the longest journey: a customer, an employee and the desk in turn

  it("a user of another customer sees none of Aurora's shifts", async () => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'customer-shifts-other-failure'));
    await signInAs(page, ANTTI, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/customer/shifts', { timeout: 20_000 });
    await expect.poll(() => page.getByText(/^\d+ shifts? between /).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText(/Pohjola/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/Aurora/).count()).toBe(0);
    await page.goto(`${STAFF_SITE}/customer/shifts?shift=shift-aurora-filled-20`);
    await expect.poll(() => page.getByText('Shift not found').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/Aurora|Olena/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
