import { format } from 'date-fns';
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
import { EERO, helsinkiDay } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The employee's calendar (issue 15, screen 6) as the demo employee on a 360 px phone, against
 * the seeded shifts, suggestions, wishes and not-available days (scripts/seed-shifts.ts, all
 * relative to today in Helsinki): sees the five types by day, the week view, adds a not-available
 * day next week and deletes it after confirming, and is refused a past day by the form and by the
 * server. A customer user and a talent are refused the screen.
 */
const NOTE = 'E2E: hammaslääkäri';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  // Nothing of this test stays in the shared seed, even when it failed halfway.
  const left = await adminDb.collection('staffCalendarEvents').where('note', '==', NOTE).get();
  await Promise.all(left.docs.map((d) => d.ref.delete()));
});

const helsinki = helsinkiDay;
/** A Helsinki day `days` from today: `yyyy-MM-dd`, its month's calendar path and its list heading. */
const dayOf = (days: number) => {
  const d = helsinki(days);
  return {
    day: format(d, 'yyyy-MM-dd'),
    month: `/calendar/${format(d, 'yyyy')}/${format(d, 'M')}`,
    heading: format(d, 'EEEE d.M.'),
  };
};
const dayList = (page: Page, days: number) => page.getByRole('region', { name: dayOf(days).heading });
/** The next request to `path` fails as a dropped connection does (the server never sees it). */
async function dropOnce(page: Page, path: string) {
  await page.route(
    (url) => url.pathname.startsWith(path),
    (route) => route.abort('internetdisconnected'),
    { times: 1 },
  );
}
const ours = async () => (await adminDb.collection('staffCalendarEvents').where('note', '==', NOTE).get()).size;

describe('the employee calendar', () => {
  it('shows the five types by day and a week; adds and deletes a not-available day; refuses the past', async () => {
    const { context, external } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-calendar-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    // The menu opens Helsinki's month; its heading is the month in the user's language.
    const today = dayOf(0);
    expect(await page.locator('a[href^="/calendar/"]').first().getAttribute('href')).toBe(today.month);
    await page.goto(`${STAFF_SITE}${today.month}`);
    const monthName = format(helsinki(0), 'MMMM yyyy');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(monthName);
    expect(await page.locator('a[aria-current="date"]').count()).toBe(1);
    await expect.poll(() => page.getByText('Loading the calendar…').count(), { timeout: 20_000 }).toBe(0);
    // Every month of the seed has his shifts; each day says its items' types (symbols on the phone).
    await expect.poll(() => page.locator('td a').filter({ hasText: 'In shift' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Legend' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'calendar-month');

    // Each seeded type on its day: a shift tomorrow, a suggestion in 5 days, the rejected one in
    // 7, a wish in 18 and a not-available day in 21 (note 'Lääkäri').
    const seeded: [number, string, string][] = [
      [1, 'In shift', 'Hotelli Aurora, keittiö'],
      [5, 'Shift suggestion', 'Hotelli Aurora, keittiö'],
      [7, 'Rejected shift suggestion', 'Pohjola, Vantaan varasto'],
      [18, 'Shift request', 'Aamuvuoro käy'],
      [21, 'Not available', 'Lääkäri'],
    ];
    for (const [days, type, text] of seeded) {
      await page.goto(`${STAFF_SITE}${dayOf(days).month}?day=${dayOf(days).day}`);
      const list = dayList(page, days);
      await expect.poll(() => list.getByText(type, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await list.getByText(text).count(), `${type} on day ${days}`).toBeGreaterThan(0);
    }
    // A shift of his opens its details; a wish opens the edit form.
    await page.goto(`${STAFF_SITE}${dayOf(1).month}?day=${dayOf(1).day}`);
    await expect
      .poll(() => dayList(page, 1).getByRole('link').filter({ hasText: 'In shift' }).getAttribute('href'), { timeout: 20_000 })
      .toBe('/shifts/upcoming?shiftId=shift-eero-1');

    // A suggestion opens its details in the calendar (Calendar/Shift), pointing to where it is
    // answered; another employee's shift there is 'Shift not found'.
    await page.goto(`${STAFF_SITE}${dayOf(5).month}?day=${dayOf(5).day}`);
    await dayList(page, 5).getByRole('link').filter({ hasText: 'Shift suggestion' }).first().click();
    await page.waitForURL((url) => url.searchParams.has('shiftId'));
    const details = page.getByRole('region', { name: 'Hotelli Aurora, keittiö' });
    await expect.poll(() => details.getByText('Cook').count(), { timeout: 20_000 }).toBe(1);
    expect(await details.getByText('Shift suggestion').count()).toBe(1);
    expect(await details.getByRole('link', { name: 'Go to open shifts' }).getAttribute('href')).toBe('/open-shifts/0/10');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'calendar-suggestion');
    await details.getByRole('link', { name: 'Back to the calendar' }).click();
    await expect.poll(() => dayList(page, 5).getByText('Shift suggestion', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await page.goto(`${STAFF_SITE}${dayOf(5).month}?shiftId=shift-ville-4`);
    await expect.poll(() => page.getByText('Shift not found').count(), { timeout: 20_000 }).toBe(1);

    // The week view of tomorrow's week: seven days with times.
    await page.goto(`${STAFF_SITE}${dayOf(1).month}?day=${dayOf(1).day}`);
    await page
      .getByRole('link', { name: /^Week \d+$/ })
      .first()
      .click();
    await page.waitForURL((url) => /^\/calendar\/\d{4}\/\d{1,2}\/\d{1,2}$/.test(url.pathname));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toMatch(/^Week \d+: /);
    expect(
      await page
        .getByRole('heading', { level: 2 })
        .filter({ hasText: /\d+\.\d+\./ })
        .count(),
    ).toBe(7);
    await expect.poll(() => dayList(page, 1).getByText('In shift').count(), { timeout: 20_000 }).toBe(1);
    expect(
      await dayList(page, 1)
        .getByText(/\d{1,2}\.\d{2}\u2060–\u2060\d{1,2}\.\d{2}/)
        .count(),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'calendar-week');

    // Adds a not-available day next week (7 days from today in Helsinki).
    const next = dayOf(7);
    await page.goto(`${STAFF_SITE}${next.month}?day=${next.day}`);
    await page.getByRole('link', { name: `Add for ${next.heading}` }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.get('day') === next.day);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('New calendar entry');
    expect(await page.getByLabel('Not available').isChecked()).toBe(true);
    expect(await page.getByLabel('First day').inputValue()).toBe(next.day);
    await page.getByLabel('Note').fill(NOTE);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'calendar-edit');
    // The connection drops as it saves: 'Event creation failed', the note still there, nothing stored.
    await dropOnce(page, '/v1/Calendar/Employee/Events/Add/NotAvailable');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Event creation failed').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Note').inputValue()).toBe(NOTE);
    expect(await ours()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit') && url.searchParams.get('day') === next.day, {
      timeout: 15_000,
    });
    expect(await page.getByRole('status').filter({ hasText: 'Entry added to your calendar.' }).count()).toBe(1);
    const added = dayList(page, 7).getByRole('link').filter({ hasText: NOTE });
    await expect.poll(() => added.count(), { timeout: 15_000 }).toBe(1);
    expect(await added.getByText('Not available').count()).toBe(1);
    expect(await ours()).toBe(1);

    // Opens it and deletes it, after being asked once more.
    await added.click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.has('eventId'));
    await expect.poll(() => page.getByLabel('Note').inputValue(), { timeout: 15_000 }).toBe(NOTE);
    // An edit whose connection drops: 'Failed handling the event', the change still typed.
    await dropOnce(page, '/v1/Calendar/Employee/Events/Edit/');
    await page.getByLabel('Title').fill('Hammaslääkäri');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Failed handling the event').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Title').inputValue()).toBe('Hammaslääkäri');
    await page.getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByText('Delete this entry (Not available)? This cannot be undone.').count()).toBe(1);
    expect(await ours()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'calendar-delete-confirm');
    // The deletion's connection drops: 'Event deletion failed', the entry still stored; then again.
    await dropOnce(page, '/v1/Calendar/Employee/Events/NotAvailable/');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => page.getByText('Event deletion failed').count(), { timeout: 15_000 }).toBe(1);
    expect(await ours()).toBe(1);
    if ((await page.getByRole('button', { name: 'Yes, delete' }).count()) === 0) {
      await page.getByRole('button', { name: 'Delete' }).click();
    }
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit'), { timeout: 15_000 });
    expect(await page.getByRole('status').filter({ hasText: 'Entry deleted.' }).count()).toBe(1);
    await expect.poll(() => ours(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => dayList(page, 7).getByText('Rejected shift suggestion').count(), { timeout: 15_000 }).toBe(1);
    expect(await dayList(page, 7).getByText(NOTE).count()).toBe(0);

    // A past day: the form refuses before sending, with the spec's words on the field.
    const yesterday = dayOf(-1);
    await page.goto(`${STAFF_SITE}${yesterday.month}/edit?day=${yesterday.day}`);
    await expect.poll(() => page.getByLabel('First day').inputValue(), { timeout: 15_000 }).toBe(yesterday.day);
    await page.getByLabel('Note').fill(NOTE);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/Calendar/Employee/Events')) sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Events can not be created to the past').count()).toBe(1);
    expect(await page.getByLabel('First day').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    expect(await page.getByLabel('Note').inputValue()).toBe(NOTE);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it("the server's answer to a past day shows on the field, nothing typed lost", async () => {
    // The form refuses a past day, so the request it sends for today is moved to yesterday on its
    // way: the server, by its own clock, answers with the spec's words for the start.
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-calendar-server-failure'));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    const earlier = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString();
    await page.route('**/v1/Calendar/Employee/Events/Add/NotAvailable', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { start: string; end: string };
      return route.continue({ postData: JSON.stringify({ ...body, start: earlier(body.start), end: earlier(body.end) }) });
    });
    const today = dayOf(0);
    await page.goto(`${STAFF_SITE}${today.month}/edit?day=${today.day}`);
    await expect.poll(() => page.getByLabel('First day').inputValue(), { timeout: 20_000 }).toBe(today.day);
    await page.getByLabel('Note').fill(NOTE);
    const answer = page.waitForResponse((r) => r.url().includes('/v1/Calendar/Employee/Events/Add/NotAvailable'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(400);
    await expect.poll(() => page.getByText('Events can not be created to the past').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('First day').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Note').inputValue()).toBe(NOTE);
    expect(await ours()).toBe(0);

    // The seeded not-available day 10 days ago is past: shown, but not editable.
    const past = dayOf(-10);
    await page.goto(`${STAFF_SITE}${past.month}/edit?eventId=event-eero-na--10`);
    await expect.poll(() => page.getByText('Past events can not be edited').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['a customer user', 'maria.lehtonen@demo.vuoro.fi'],
    ['a talent', 'aino.virtanen@demo.vuoro.fi'],
  ])('%s is refused the calendar', async (_who, email) => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'employee-calendar-refused-failure'));
    await signInAs(page, email, { site: STAFF_SITE });
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    const today = dayOf(0);
    for (const path of [today.month, `${today.month}/edit?day=${dayOf(7).day}`]) {
      await page.goto(`${STAFF_SITE}${path}`);
      await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    }
    await context.close();
  });
});
