import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { addAgencyDays, agencyDay, agencyDayStart, agencyInstant, formatAgencyDate, isLateReport } from '@vuoro/domain';
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
import { adminDb } from '../support/admin';
import { EERO } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * MarkShift (issue 15, screen 5) and cancelling one's own recorded shift (screen 2) as the demo
 * employee on a 360 px phone: an empty form says 'Fill all required fields' with the fields
 * marked; a shift recorded on a day of an earlier pay period whose cut-off has passed warns
 * 'Reporting shift late, …' before saving and again after; the shift is edited, and cancelled
 * after being asked once more. A change refused by the server (the agency took the shift
 * meanwhile) says so and keeps what was typed. The recorded shift is 40 days back: outside the
 * done list's default 31 days that tests/e2e/employee-shifts.test.ts counts, and deleted after.
 */
const LATE = 'Reporting shift late, salary might not be paid on the next payment date.';
let browser: Browser;
const recorded: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(recorded.map((id) => adminDb.doc(`staffShifts/${id}`).delete()));
});

const isFocused = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => el === document.activeElement);
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('recording a shift (MarkShift)', () => {
  it('empty form refused, a late shift warned before and after saving, edited, cancelled after asking', async () => {
    // A day of an earlier pay period whose cut-off has passed, whatever today is: 40 days back is
    // always in last month after its reporting days, or in the month before.
    const now = new Date();
    const day = agencyDay(addAgencyDays(now, -40));
    expect(isLateReport(agencyDayStart(day)!, now)).toBe(true);
    const nextMorning = formatAgencyDate(addAgencyDays(agencyDayStart(day)!, 1));

    const { context, external } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-mark-shift-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    // Reached from the completed shifts. The empty form: one 'Fill all required fields', every
    // missing field marked, the first focused.
    await page.goto(`${STAFF_SITE}/shifts/done`);
    await page.getByRole('link', { name: 'Record a worked shift' }).click();
    await page.waitForURL((url) => url.pathname === '/shifts/new');
    const place = page.getByLabel('Place of work');
    await expect.poll(() => place.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    expect(await page.getByLabel('Lunch break (minutes)').inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Save shift' }).click();
    await expect.poll(() => alertWith(page, 'Fill all required fields').count(), { timeout: 10_000 }).toBe(1);
    for (const label of ['Day', 'Start time', 'End time', 'Place of work', 'Profession'])
      expect(await page.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');
    for (const label of ['Lunch break (minutes)', 'Notes'])
      expect(await page.getByLabel(label).getAttribute('aria-invalid'), label).toBeNull();
    await expect.poll(() => isFocused(page, 'Day')).toBe(true);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'mark-shift-empty');

    // The day alone makes it late: said before saving. An end before the start is the next morning.
    expect(await page.getByText(LATE).count()).toBe(0);
    await page.getByLabel('Day').fill(day);
    await expect.poll(() => page.getByText(LATE).count()).toBe(1);
    await page.getByLabel('Start time').fill('22:00');
    await page.getByLabel('End time').fill('06:00');
    expect(await page.getByText(`Ends the next morning, ${nextMorning}.`).count()).toBe(1);
    await page.getByLabel('Lunch break (minutes)').fill('30');
    await place.selectOption({ label: 'Ravintola Satama' });
    await page.getByLabel('Profession').selectOption({ label: 'Waiter' });
    await page.getByLabel('Notes').fill('Tuurasin sairastunutta.');
    expect(await alertWith(page, 'Fill all required fields').count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'mark-shift-late');

    // Saved: said, and the server's late answer warns again.
    await page.getByRole('button', { name: 'Save shift' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved successfully' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await alertWith(page, LATE).count()).toBe(1);
    expect(await page.getByText('22.00\u2060–\u20606.00').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Record another shift' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'mark-shift-saved');
    const stored = await adminDb
      .collection('staffShifts')
      .where('employee.id', '==', 'sp-eero-nieminen')
      .where('entryType', '==', 'employeeReported')
      .get();
    const mine = stored.docs.filter((d) => agencyDay(d.get('start').toDate()) === day);
    expect(mine).toHaveLength(1);
    const id = mine[0]!.id;
    recorded.push(id);
    expect(mine[0]!.get('state')).toBe('new');
    expect(mine[0]!.get('notes')).toBe('Tuurasin sairastunutta.');

    // The done list shows it; its details offer Edit and Cancel.
    await page.getByRole('link', { name: 'Show in completed shifts' }).click();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(1 + 1 + 1);
    await page.getByRole('link', { name: 'Ravintola Satama' }).click();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Ravintola Satama');
    expect(await page.getByText('Recorded by you').count()).toBe(1);
    // Its state in the employee's words: a recorded shift waits for the office.
    expect(await page.locator('dl').getByText("Waiting for the office's approval", { exact: true }).count()).toBe(1);

    // Edit: the form filled from the shift (a dropped connection first: 'Could not open shift' and
    // a retry). The agency takes it meanwhile: refused, nothing typed lost.
    await page.route(
      (url) => url.pathname === '/v1/Shift/Employee/Shift/Edit',
      (route) => route.abort('internetdisconnected'),
      { times: 1 },
    );
    await page.getByRole('link', { name: 'Edit shift' }).click();
    await page.waitForURL((url) => url.pathname === '/shifts/edit' && url.searchParams.get('shiftId') === id);
    await expect.poll(() => alertWith(page, 'Could not open shift').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByLabel('Day').inputValue(), { timeout: 20_000 }).toBe(day);
    expect(await page.getByLabel('Start time').inputValue()).toBe('22:00');
    expect(await page.getByLabel('End time').inputValue()).toBe('06:00');
    expect(await page.getByLabel('Profession').locator('option:checked').textContent()).toBe('Waiter');
    await page.getByLabel('End time').fill('07:00');
    await adminDb.doc(`staffShifts/${id}`).update({ state: 'accepted' });
    await page.getByRole('button', { name: 'Save shift' }).click();
    await expect
      .poll(() => alertWith(page, 'Failed to save shift: This shift can no longer be changed').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByLabel('End time').inputValue()).toBe('07:00');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'mark-shift-edit-refused');
    await adminDb.doc(`staffShifts/${id}`).update({ state: 'new' });
    await page.getByRole('button', { name: 'Save shift' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved successfully' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await alertWith(page, LATE).count()).toBe(1);
    expect(await page.getByText('22.00\u2060–\u20607.00').count()).toBe(1);
    expect((await adminDb.doc(`staffShifts/${id}`).get()).get('end').toDate()).toEqual(agencyInstant(day, '07:00', 1));

    // Remove report (the recorded shift is cancelled): asked once more naming the shift; a refusal says 'Failed deleting the shift'.
    await page.getByRole('link', { name: 'Back to the shift' }).click();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Ravintola Satama');
    await page.getByRole('button', { name: 'Remove report' }).click();
    const question = page.getByRole('group', { name: 'Remove the report' });
    expect(
      await question.getByText(/^Remove your report of the shift at Ravintola Satama on .+, 22\.00\u2060–\u20607\.00\?/).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'mark-shift-cancel-confirm');
    await adminDb.doc(`staffShifts/${id}`).update({ state: 'accepted' });
    await question.getByRole('button', { name: 'Yes, remove the report' }).click();
    await expect
      .poll(() => alertWith(page, 'Failed deleting the shift: This shift can no longer be cancelled').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await adminDb.doc(`staffShifts/${id}`).update({ state: 'new' });
    await question.getByRole('button', { name: 'Yes, remove the report' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Report removed.' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('dl').getByText('Cancelled', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove report' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit shift' }).count()).toBe(0);
    expect((await adminDb.doc(`staffShifts/${id}`).get()).get('state')).toBe('cancelled');
    await expectNoAxeViolations(page);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it("an agency's shift offers neither edit nor cancel; another's shift is not found", async () => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-mark-shift-agency-failure'));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    await page.goto(`${STAFF_SITE}/shifts/upcoming?shiftId=shift-eero-2`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Hotelli Aurora, keittiö');
    // A shift the agency gave him is confirmed ('Filled' is the customer's word).
    expect(await page.locator('dl').getByText('Confirmed', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove report' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit shift' }).count()).toBe(0);

    await page.goto(`${STAFF_SITE}/shifts/edit?shiftId=shift-eero-2`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'This shift can no longer be changed' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Save shift' }).count()).toBe(0);

    await page.goto(`${STAFF_SITE}/shifts/edit?shiftId=shift-ville-4`);
    await expect.poll(() => alertWith(page, 'Shift not found').count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
