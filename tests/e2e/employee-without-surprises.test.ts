import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { routes } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, PHONE, screenshot, type Browser } from './support/browser';
import { EERO, helsinkiDay } from './support/employee';
import { fillText as fill, localeText as text } from './support/locale-texts';
import { DEMO_PASSWORD, signInInLanguage } from './support/sign-in';

/**
 * Issue 23 items 8, 9, 10 and 13 as the demo employee on a 360 px phone, in Finnish and in
 * Ukrainian, against the seeded shifts (scripts/seed-shifts.ts, relative to today in Helsinki):
 * marking tomorrow not available warns first and names his booked shift, and the entry is then
 * deleted from the day's list; the calendar's steps take one row, its symbols are 16 px, a day
 * of the month around shows its marker and a tapped day's list comes into view; the hours screen
 * splits approved and waiting hours, estimates the pay in euros, has weekdays in its dates and
 * the three presets; the calendar address can be shown again (the same one) after a recent
 * sign-in. Texts come from the locale files, so what is checked is what the user reads.
 */
const NOTE = 'E2E: issue 23 päällekkäisyys';
const ours = async () => (await adminDb.collection('staffCalendarEvents').where('note', '==', NOTE).get()).size;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  const left = await adminDb.collection('staffCalendarEvents').where('note', '==', NOTE).get();
  await Promise.all(left.docs.map((d) => d.ref.delete()));
});

const dayOf = (days: number) => {
  const d = helsinkiDay(days);
  return { day: format(d, 'yyyy-MM-dd'), month: `/calendar/${format(d, 'yyyy')}/${format(d, 'M')}` };
};

/** The seed's shift days of Eero (done and upcoming) that a neighbouring month's grid shows as one of its outside days. */
function outsideShiftDay(): { day: string; month: string } | null {
  const shiftDays = [
    -29, -28, -27, -25, -22, -21, -20, -18, -15, -14, -13, -11, -8, -7, -6, -4, -2, -1, 1, 2, 3, 6, 8, 9, 10, 13, 15, 16, 17, 20,
    22, 23, 24, 27,
  ];
  for (const days of shiftDays) {
    const d = helsinkiDay(days);
    const [y, m, date] = [d.getFullYear(), d.getMonth() + 1, d.getDate()];
    const weekday = (d.getDay() + 6) % 7; // Monday 0
    const lastDate = new Date(Date.UTC(y, m, 0)).getUTCDate();
    // In the next month's first grid row: the days after the last Monday of this month.
    if (lastDate - date < 7 && date + (6 - weekday) > lastDate) {
      const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
      return { day: format(d, 'yyyy-MM-dd'), month: `/calendar/${next.y}/${next.m}` };
    }
    // In the previous month's last grid row: the days before the first Sunday of this month.
    if (date - weekday <= 1 && date <= 7) {
      const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
      return { day: format(d, 'yyyy-MM-dd'), month: `/calendar/${prev.y}/${prev.m}` };
    }
  }
  return null;
}

async function signInIn(lng: 'fi' | 'uk', name: string) {
  const { context, external } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  onTestFailed(() => screenshot(page, `${name}-failure`));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The language he chose in the menu, as the app keeps it.
  await signInInLanguage(page, EERO, lng);
  return { context, page, errors, external };
}

const weekdayPattern = { fi: '(ma|ti|ke|to|pe|la|su)', uk: '(пн|вт|ср|чт|пт|сб|нд)' } as const;

describe.each(['fi', 'uk'] as const)('issue 23 without surprises (%s, 360 px)', (lng) => {
  const t = (ns: string, key: string, values: Record<string, string | number> = {}) => fill(text(lng, ns, key), values);

  it('warns before marking a booked day not available, naming the shift; the entry is then deleted from the day list', async () => {
    const { context, page, errors, external } = await signInIn(lng, `issue23-calendar-${lng}`);
    // Tomorrow Eero works at Hotelli Aurora's kitchen (the seed's shift-eero-1).
    const tomorrow = dayOf(1);
    await page.goto(`${STAFF_SITE}${tomorrow.month}/edit?day=${tomorrow.day}`);
    await expect.poll(() => page.getByLabel(t('calendar', 'form.note')).count(), { timeout: 20_000 }).toBe(1);
    await page.getByLabel(text(lng, 'labels', 'calendarEventType.2'), { exact: true }).check();
    await page.getByLabel(t('calendar', 'form.note')).fill(NOTE);
    // Save waits for the month, which says what the entry would clash with.
    await expect
      .poll(() => page.getByRole('button', { name: t('calendar', 'form.save') }).isEnabled(), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('button', { name: t('calendar', 'form.save') }).click();
    const warning = page.getByRole('group', { name: t('calendar', 'conflict.label') });
    await warning.waitFor({ timeout: 15_000 });
    const said = (await warning.textContent()) ?? '';
    const [month, date] = tomorrow.day.slice(5).split('-').map(Number) as [number, number];
    expect(said).toMatch(
      new RegExp(
        `Hotelli Aurora, keittiö, ${weekdayPattern[lng]} ${date}\\.${month}\\. \\d{1,2}\\.\\d{2}\u2060–\u2060\\d{1,2}\\.\\d{2}`,
      ),
    );
    expect(said).toContain(t('calendar', 'conflict.contactOffice'));
    expect(await ours()).toBe(0);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, `issue23-conflict-${lng}`);

    // Saved anyway: back on the month with the day's list, where the entry is deleted after asking once more.
    await warning.getByRole('button', { name: t('calendar', 'conflict.saveAnyway') }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit') && url.searchParams.get('day') === tomorrow.day, {
      timeout: 15_000,
    });
    await expect.poll(() => ours(), { timeout: 15_000 }).toBe(1);
    const list = page
      .locator('section')
      .filter({ has: page.getByRole('link', { name: new RegExp(NOTE) }) })
      .last();
    await list.waitFor({ timeout: 15_000 });
    await list.getByRole('button', { name: new RegExp(`^${t('calendar', 'form.delete')} `) }).click();
    await list.getByRole('button', { name: t('calendar', 'form.yesDelete') }).waitFor();
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, `issue23-day-delete-${lng}`);
    await list.getByRole('button', { name: t('calendar', 'form.yesDelete') }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: t('calendar', 'done.deleted') })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect.poll(() => ours(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: new RegExp(NOTE) }).count(), { timeout: 15_000 }).toBe(0);

    // The month on a phone: the steps in one row, the symbols 16 px, a tapped day's list in view.
    const today = dayOf(0);
    await page.goto(`${STAFF_SITE}${today.month}`);
    await expect.poll(() => page.getByText(t('calendar', 'loading')).count(), { timeout: 20_000 }).toBe(0);
    const steps = page.getByRole('navigation', { name: t('calendar', 'navigation') }).getByRole('link');
    await expect.poll(() => steps.count(), { timeout: 20_000 }).toBe(3);
    const tops = await steps.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(tops).size, `steps at ${tops.join(', ')}`).toBe(1);
    await expect.poll(() => page.locator('td a span[aria-hidden="true"] > span').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const sizes = await page
      .locator('td a span[aria-hidden="true"] > span')
      .evaluateAll((marks) => marks.map((m) => parseFloat(getComputedStyle(m).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    // A phone shorter than the grid and the list together: the tapped day's list must come into view.
    await page.setViewportSize({ width: 360, height: 640 });
    const lastDay = page.locator('tbody tr').last().locator('td > a').last();
    await lastDay.click();
    await page.waitForURL((url) => url.searchParams.has('day'));
    await expect
      .poll(
        () =>
          page
            .getByRole('heading', { level: 2 })
            .filter({ hasText: /\d+\.\d+\./ })
            .first()
            .evaluate((h) => {
              const { top, bottom } = h.getBoundingClientRect();
              return top >= 0 && bottom <= window.innerHeight;
            }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.setViewportSize(PHONE);
    // A day of the month around shows its marker.
    const outside = outsideShiftDay();
    expect(outside, 'a seeded shift day falls on a neighbouring grid').not.toBeNull();
    await page.goto(`${STAFF_SITE}${outside!.month}`);
    const cell = page.locator(`td a[href*="day=${outside!.day}"]`);
    await expect.poll(() => cell.textContent(), { timeout: 20_000 }).toContain('●');
    await fitsAndShoot(page, `issue23-calendar-month-${lng}`);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('the hours screen: approved and waiting hours, the estimated pay in euros, weekdays, and the three presets', async () => {
    const { context, page, errors, external } = await signInIn(lng, `issue23-hours-${lng}`);
    await page.goto(`${STAFF_SITE}${routes.shiftsDone.href()}`);
    // The default period (the last 31 days) has accepted shifts (two weeks back and more) and filled ones.
    const summary = page.getByRole('region', { name: t('shifts', 'hoursSummary.title') });
    await summary.waitFor({ timeout: 20_000 });
    const value = async (term: string) =>
      (await summary
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '';
    const hours = (s: string) => Number(s.replace(/\s/g, '').replace(',', '.'));
    const approved = hours(await value(t('shifts', 'hoursSummary.approved')));
    const waiting = hours(await value(t('shifts', 'hoursSummary.waiting')));
    expect(approved).toBeGreaterThan(0);
    expect(waiting).toBeGreaterThan(0);
    const total = hours((await page.locator('tfoot td').last().textContent()) ?? '');
    expect(Math.round((approved + waiting) * 100)).toBe(Math.round(total * 100));
    expect(await value(t('shifts', 'hoursSummary.estimatedPay'))).toMatch(/^\d[\d\s]*,\d{2}\s(€|EUR)$/);
    const firstDate = (await page.locator('tbody tr td').first().textContent()) ?? '';
    expect(firstDate).toMatch(new RegExp(`^(?:\\S+ )?${weekdayPattern[lng]} \\d{1,2}\\.\\d{1,2}\\.\\d{4}$`));
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, `issue23-hours-${lng}`);

    const presets = page.getByRole('group', { name: t('shifts', 'hoursPresets.label') });
    await presets.getByRole('button', { name: t('shifts', 'hoursPresets.lastMonth') }).click();
    const last = helsinkiDay(0);
    const lastMonth = format(new Date(last.getFullYear(), last.getMonth() - 1, 1), 'yyyy-MM');
    await page.waitForURL((url) => url.searchParams.get('from') === `${lastMonth}-01`);
    await expect
      .poll(() => presets.getByRole('button', { name: t('shifts', 'hoursPresets.lastMonth') }).getAttribute('aria-pressed'))
      .toBe('true');
    await presets.getByRole('button', { name: t('shifts', 'hoursPresets.payPeriod') }).click();
    const half = last.getDate() <= 15 ? '01' : '16';
    await page.waitForURL((url) => url.searchParams.get('from') === `${format(last, 'yyyy-MM')}-${half}`);
    await expect
      .poll(() => presets.getByRole('button', { name: t('shifts', 'hoursPresets.payPeriod') }).getAttribute('aria-pressed'))
      .toBe('true');
    await presets.getByRole('button', { name: t('shifts', 'hoursPresets.thisMonth') }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('from') === `${format(last, 'yyyy-MM')}-01` &&
        url.searchParams.get('until') !== url.searchParams.get('from'),
    );
    await expect
      .poll(
        () => page.getByText(new RegExp(`${weekdayPattern[lng]} 1\\.${last.getMonth() + 1}\\.${last.getFullYear()}`)).count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('shows the same calendar address again after a recent sign-in, so a second device can subscribe', async () => {
    const { context, page, errors, external } = await signInIn(lng, `issue23-feed-${lng}`);
    await page.goto(`${STAFF_SITE}/settings`);
    const section = page.getByRole('region', { name: t('account', 'calendarFeed.title') });
    await section.getByTestId('calendar-feed-status').waitFor({ timeout: 20_000 });
    if ((await section.getByRole('button', { name: t('account', 'calendarFeed.revoke') }).count()) > 0) {
      await section.getByRole('button', { name: t('account', 'calendarFeed.revoke') }).click();
      await section.getByRole('button', { name: t('account', 'calendarFeed.yesRevoke') }).click();
    }
    await expect.poll(() => section.getByText(t('account', 'calendarFeed.none')).count(), { timeout: 15_000 }).toBe(1);
    await section.getByRole('button', { name: t('account', 'calendarFeed.make') }).click();
    const field = section.getByLabel(t('account', 'calendarFeed.address'));
    await field.waitFor({ timeout: 15_000 });
    const made = await field.inputValue();
    expect(made).toMatch(new RegExp(`^${STAFF_SITE}/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));

    // Another visit (the laptop): the address is not on the page until asked for.
    await page.reload();
    await section.getByTestId('calendar-feed-status').waitFor({ timeout: 20_000 });
    expect(await field.count()).toBe(0);
    await section.getByRole('button', { name: t('account', 'calendarFeedShow.show') }).click();
    // A sign-in older than five minutes (a kept session) asks for the password first.
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => (await field.count()) + (await dialog.count()), { timeout: 15_000 }).toBeGreaterThan(0);
    if ((await dialog.count()) > 0) {
      await dialog.getByLabel(t('account', 'reauth.password')).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: t('account', 'reauth.continue') }).click();
    }
    await field.waitFor({ timeout: 15_000 });
    expect(await field.inputValue()).toBe(made);
    expect(await section.getByText(t('account', 'calendarFeedShow.shown')).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, `issue23-feed-shown-${lng}`);
    expect((await page.request.get(made)).status()).toBe(200);

    await section.getByRole('button', { name: t('account', 'calendarFeed.revoke') }).click();
    await section.getByRole('button', { name: t('account', 'calendarFeed.yesRevoke') }).click();
    await expect.poll(() => section.getByText(t('account', 'calendarFeed.none')).count(), { timeout: 15_000 }).toBe(1);
    expect((await page.request.get(made)).status()).toBe(404);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
