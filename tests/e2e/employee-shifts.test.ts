import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
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
import { dayHeading, EERO } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The employee's shift screens (issue 15, screens 1–3) as the demo employee on a 360 px phone,
 * against the seeded shifts (scripts/seed-shifts.ts): lands on upcoming shifts by Helsinki day,
 * sees what waits for him, opens the changed shift and sees both times, filters the done shifts
 * by a place and sorts them by hours with the total. A customer user and a talent are refused.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A Helsinki day `days` from today as the upcoming screen heads it ("Monday 30.11."). */
const cardOf = (within: ReturnType<Page['locator']>, place: string) =>
  within.getByRole('article').filter({ has: within.page().getByRole('link', { name: place, exact: true }) });

describe('the employee shift screens', () => {
  it('upcoming by day, the changed shift with both times, done shifts by place sorted by hours', async () => {
    const { context, external } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-shifts-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Lands on upcoming shifts after sign-in: the staff host's landing, his next shift on top,
    // then the days, tomorrow's said in words (issue 23, item 2).
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent(), { timeout: 20_000 })
      .toBe('Your next shift');
    expect(await page.getByRole('heading', { level: 2 }).nth(1).textContent()).toBe(`Tomorrow ${dayHeading(1)}`);
    expect(await page.getByRole('heading', { level: 2, name: dayHeading(2), exact: true }).count()).toBe(1);
    expect(await page.getByText('16 upcoming shifts.').count()).toBe(1);

    // The shift moved an hour later waits for confirmation; the warehouse shift has unread info.
    const changedDay = page.getByRole('region', { name: dayHeading(2), exact: true });
    const changed = cardOf(changedDay, 'Hotelli Aurora, keittiö');
    expect(await changed.getByText('Time change to confirm').count()).toBe(1);
    expect(await changed.getByText('8.00\u2060–\u206016.00').count()).toBe(1);
    expect(await changed.getByText('7.00\u2060–\u206015.00').count()).toBe(1);
    expect(await changed.getByText('30 min').count()).toBe(1);
    expect(await changed.getByText('Keittiöpäällikkö Jari Mäkinen, 040 123 4567').count()).toBe(1);
    const infoDay = page.getByRole('region', { name: dayHeading(3), exact: true });
    expect(await cardOf(infoDay, 'Pohjola, Vantaan varasto').getByText('New info').count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'shifts-upcoming');

    // The variant lists only the changed shift.
    await page.getByRole('link', { name: 'Changes to confirm' }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'changesNeedConfirmation');
    await expect.poll(() => page.getByText('1 shift has a time change to confirm.').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Changes to confirm' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);

    // Its details: the new time beside the original, every field that concerns him.
    await page.getByRole('link', { name: 'Hotelli Aurora, keittiö' }).click();
    await page.waitForURL(
      (url) => url.searchParams.has('shiftId') && url.searchParams.get('state') === 'changesNeedConfirmation',
    );
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Hotelli Aurora, keittiö');
    const facts = page.locator('dl');
    expect(await facts.getByText('8.00\u2060–\u206016.00', { exact: true }).count()).toBe(1);
    expect(await facts.getByText('(originally 7.00\u2060–\u206015.00)').count()).toBe(1);
    for (const text of ['7.50', 'Cook', 'Hotelli Aurora Oy', 'Pending confirmation', 'Period work time', '€15.80'])
      expect(await facts.getByText(text, { exact: true }).count(), text).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'shift-details');
    await page.getByRole('link', { name: 'Back to upcoming shifts' }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('shiftId') && url.searchParams.get('state') === 'changesNeedConfirmation',
    );

    // A shift that is not his (or does not exist) is 'Shift not found'.
    await page.goto(`${STAFF_SITE}/shifts/upcoming?shiftId=shift-ville-4`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Shift not found' }).count(), { timeout: 15_000 }).toBe(1);

    // Done shifts: the places load first as the filter; one place, sorted by hours, with the total.
    await page.goto(`${STAFF_SITE}/shifts/done`);
    const place = page.getByLabel('Place of work');
    await expect.poll(() => place.locator('option').count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(1 + 18 + 1);
    await place.selectOption({ label: 'Ravintola Satama' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(1 + 4 + 1);
    expect(await page.getByRole('row').filter({ hasText: 'Total hours' }).getByText('30.00').count()).toBe(1);
    const hours = page.getByRole('columnheader', { name: 'Hours' });
    expect(await hours.getAttribute('aria-sort')).toBe('none');
    expect(await page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('descending');
    await hours.getByRole('button').click();
    await expect.poll(() => hours.getAttribute('aria-sort')).toBe('descending');
    expect(await page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('none');
    await hours.getByRole('button').click();
    await expect.poll(() => hours.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('hours');
    const bodyHours = await page.locator('tbody tr td:last-child').allTextContents();
    expect(bodyHours).toEqual(['7.50', '7.50', '7.50', '7.50']);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'shifts-done');

    // Details from done and back keep the filter and the sort.
    await page.getByRole('link', { name: 'Ravintola Satama' }).first().click();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Ravintola Satama');
    await page.getByRole('link', { name: 'Back to completed shifts' }).click();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(1 + 4 + 1);
    expect(await hours.getAttribute('aria-sort')).toBe('ascending');

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('opening a shift marks its info read; one time change accepted after asking, another rejected', async () => {
    // A second change to answer: the customer moved the day-6 shift an hour later.
    const ref = adminDb.doc('staffShifts/shift-eero-6');
    const stored = (await ref.get()).data()!;
    const hourLater = (t: { toMillis(): number }) => new Date(t.toMillis() + 3_600_000);
    await ref.update({
      originalStart: stored.start,
      originalEnd: stored.end,
      start: hourLater(stored.start),
      end: hourLater(stored.end),
      timeChange: 'pendingConfirmation',
    });
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-shifts-answers-failure'));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    // The warehouse shift's info is new until the shift is opened.
    const infoCard = () => cardOf(page.getByRole('region', { name: dayHeading(3), exact: true }), 'Pohjola, Vantaan varasto');
    await expect.poll(() => infoCard().getByText('New info').count(), { timeout: 20_000 }).toBe(1);
    await infoCard().getByRole('link', { name: 'Pohjola, Vantaan varasto' }).click();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Pohjola, Vantaan varasto');
    await expect.poll(async () => (await ref.parent.doc('shift-eero-3').get()).get('infoReadAt') != null).toBe(true);
    await page.goto(`${STAFF_SITE}/shifts/upcoming`);
    await expect.poll(() => infoCard().count(), { timeout: 20_000 }).toBe(1);
    expect(await infoCard().getByText('New info').count()).toBe(0);

    // Two changes wait; each answer asks once more, naming the time that will stand.
    await page.goto(`${STAFF_SITE}/shifts/upcoming?state=changesNeedConfirmation`);
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(2);
    const rejected = page.getByRole('article').first();
    await rejected.getByRole('button', { name: 'Reject the new time' }).click();
    expect(await rejected.getByText('Reject the new time and keep 7.00\u2060–\u206015.00? This cannot be undone.').count()).toBe(
      1,
    );
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'shifts-change-confirm');
    await rejected.getByRole('button', { name: 'Yes, reject' }).click();
    // The message names the shift (its time is the original one that stays) and has the focus.
    const rejectedSaid = `New time rejected, the original time stays: Hotelli Aurora, keittiö, ${dayHeading(2)} 7.00\u2060–\u206015.00.`;
    await expect.poll(() => page.getByRole('status').filter({ hasText: rejectedSaid }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(rejectedSaid);
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);

    const accepted = page.getByRole('article').first();
    await accepted.getByRole('button', { name: 'Accept the new time' }).click();
    await accepted.getByRole('button', { name: 'Yes, accept' }).click();
    const acceptedSaid = `New time accepted: Ravintola Satama, ${dayHeading(6)} 17.00\u2060–\u20600.30.`;
    await expect.poll(() => page.getByRole('status').filter({ hasText: acceptedSaid }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(acceptedSaid);
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(0);

    // Stored: the rejected shift is back at its original time, the accepted one keeps the new.
    const two = (await ref.parent.doc('shift-eero-2').get()).data()!;
    expect(two.timeChange).toBe('rejected');
    const six = (await ref.get()).data()!;
    expect(six.timeChange).toBe('accepted');
    expect(six.start.toMillis()).toBe(hourLater(stored.start).getTime());
    await context.close();
  });

  it.each([
    ['a customer user', 'maria.lehtonen@demo.vuoro.fi'],
    ['a talent', 'aino.virtanen@demo.vuoro.fi'],
  ])('%s is refused the shift screens', async (_who, email) => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-shifts-refused-failure'));
    await signInAs(page, email, { site: STAFF_SITE });
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    for (const path of ['/shifts/upcoming', '/shifts/done', '/shifts/upcoming?shiftId=shift-eero-2']) {
      await page.goto(`${STAFF_SITE}${path}`);
      await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    }
    await context.close();
  });
});
