import type { Download } from 'playwright-core';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  formatAgencyDate,
  generatedPayPeriod,
  isLateReport,
  reportingClosed,
  routes,
  staffCollections,
  type PayPeriodDates,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, type Browser, type Page } from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * Pay (issue 25) on a 360 px phone, against the seed (scripts/seed-pay.ts publishes last year's and
 * this year's periods and runs the one two back from today). The period chosen is the latest one
 * whose reporting deadline has passed that the seed did not run: one back, or three back while the
 * one back is still being reported. Eero's MarkShift warns 'Reporting shift late, …' before sending
 * for its first day; Reija (admin with a second factor) moves its deadline later at /desk/pay and
 * the warning is gone (the shift saved, the server not late either); she puts the dates back and the
 * warning returns. She runs the period (asked once more) and the run says how many slips it made.
 * Eero finds his newest slip at /profile/salary and downloads it; its text (Finnish) is read. The
 * period document, slips, messages, audit records and shift the run made are restored or deleted after.
 */
const LATE = 'Reporting shift late, salary might not be paid on the next payment date.';
const RANGE_DASH = '\u2060–\u2060';
const STARTED = new Date();

const before = (p: PayPeriodDates) => generatedPayPeriod(new Date(p.periodStart.getTime() - 1));
const oneBack = before(generatedPayPeriod(STARTED));
const threeBack = before(before(oneBack));
const PERIOD = reportingClosed(oneBack, STARTED) ? oneBack : threeBack;
/** The shift's day: the period's first day, whose shift Eero can still record (any day up to today). */
const DAY = PERIOD.from;

const dayText = (day: string) => formatAgencyDate(agencyDayStart(day)!);
const rangeText = (from: string, until: string) => `${dayText(from)}${RANGE_DASH}${dayText(until)}`;
const RANGE = rangeText(PERIOD.from, PERIOD.until);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const periodRef = adminDb.collection(staffCollections.payPeriods).doc(PERIOD.from);
const eeroRef = adminDb.collection(staffCollections.people).doc(EERO_ID);
let storedPeriod: DocumentData | undefined;
let slipsBefore = new Set<string>();
let eeroLanguage: unknown;
const recorded: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  storedPeriod = (await periodRef.get()).data();
  slipsBefore = new Set((await slipsOfThePeriod()).map((d) => d.id));
  eeroLanguage = (await eeroRef.get()).get('language');
});
afterAll(async () => {
  await browser?.close();
  await putBackWhatTheJourneyChanged();
});

const slipsOfThePeriod = async () =>
  (await adminDb.collection(staffCollections.salarySlips).where('periodId', '==', PERIOD.from).get()).docs;

/** The period as the seed left it; the run's slips, their messages and the audit records deleted; Eero's shift and language back. */
async function putBackWhatTheJourneyChanged() {
  const runAt = (await periodRef.get()).get('runAt') as Timestamp | null | undefined;
  const made = (await slipsOfThePeriod()).filter((d) => !slipsBefore.has(d.id));
  const madeFor = new Set(made.map((d) => d.get('employeeId') as string));
  const refs = [...made.map((d) => d.ref), ...recorded.map((id) => adminDb.collection(staffCollections.shifts).doc(id))];
  if (runAt && madeFor.size) {
    const sent = await adminDb.collection(staffCollections.messages).where('sentAt', '==', runAt).get();
    refs.push(...sent.docs.filter((d) => madeFor.has(d.get('employeeId') as string)).map((d) => d.ref));
  }
  const audits = await adminDb.collection(staffCollections.deskAudit).where('periodIds', 'array-contains', PERIOD.from).get();
  refs.push(...audits.docs.filter((d) => (d.get('at') as Timestamp).toDate() >= STARTED).map((d) => d.ref));
  await Promise.all(refs.map((ref) => ref.delete()));
  if (storedPeriod) await periodRef.set(storedPeriod);
  await eeroRef.set({ language: eeroLanguage ?? null }, { merge: true });
}

/** Eero on the staff site, his record's language Finnish (the PDF's language), the screens in English. */
async function eeroSignedIn() {
  await eeroRef.set({ language: 'fi' }, { merge: true });
  const eero = await phonePage(browser, 'employee-pay-failure');
  await signInAs(eero.page, EERO, { site: STAFF_SITE });
  await eero.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await eero.page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
  return eero;
}

/** Reija at /desk/pay, the chosen period's year shown. */
async function reijaAtTheDesk() {
  const desk = await phonePage(browser, 'desk-pay-failure');
  await signInAs(desk.page, REIJA, { next: routes.deskPay.href() });
  await desk.page.waitForURL((url) => url.pathname === routes.deskPay.href(), { timeout: 20_000 });
  await desk.page.getByRole('heading', { level: 1, name: 'Pay' }).waitFor({ timeout: 20_000 });
  const year = PERIOD.from.slice(0, 4);
  const yearField = desk.page.getByLabel(/^Year/);
  if ((await yearField.inputValue()) !== year) await yearField.fill(year);
  return desk;
}

/** The chosen period's row at the desk. */
const periodRow = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`^${escaped(RANGE)}`) }) });

/** Moves the period's dates at the desk and waits until its row shows the new deadline. */
async function moveDates(page: Page, reportingDeadline: string, paymentDate: string, shot?: string) {
  const row = periodRow(page);
  await row.getByRole('button', { name: `Move dates of ${RANGE}` }).click();
  const form = row.getByRole('form', { name: `Move dates of ${RANGE}` });
  await form.getByLabel(/^Reporting deadline/).fill(reportingDeadline);
  await form.getByLabel(/^Payment date/).fill(paymentDate);
  if (shot) {
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, shot);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => row.locator('dl').textContent(), { timeout: 20_000 })
    .toBe(`Reporting deadline${dayText(reportingDeadline)}Payment date${dayText(paymentDate)}`);
  expect(await row.getByText('Saved successfully').count()).toBe(1);
  const stored = (await periodRef.get()).data()!;
  expect(agencyDay((stored.reportingDeadline as Timestamp).toDate())).toBe(reportingDeadline);
  expect(agencyDay((stored.paymentDate as Timestamp).toDate())).toBe(paymentDate);
}

/** MarkShift opened afresh (its warning judged by the stored periods it loads), the day filled: whether it warns. */
async function markShiftWarns(page: Page): Promise<boolean> {
  const schedule = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/Salary/Employee/SalaryPaymentSchedules' && r.ok(),
    { timeout: 30_000 },
  );
  await page.goto(`${STAFF_SITE}/shifts/new`);
  await schedule;
  await expect.poll(() => page.getByLabel('Place of work').locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(2);
  await page.getByLabel('Day').fill(DAY);
  await page.getByLabel('Start time').fill('01:00');
  await page.getByLabel('End time').fill('04:00');
  return (await page.getByText(LATE).count()) === 1;
}

async function downloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('pay: the schedule, the late warning, a pay run and the slip', () => {
  it("a moved deadline moves Eero's late warning; the period is run; Eero downloads his slip", async () => {
    // The period as the seed published it: open, its deadline passed, so the first day warns.
    expect(storedPeriod?.state).toBe('open');
    // No slips of it yet: a run before this one left none behind.
    expect(slipsBefore.size).toBe(0);
    const deadline = agencyDay((storedPeriod!.reportingDeadline as Timestamp).toDate());
    const payment = agencyDay((storedPeriod!.paymentDate as Timestamp).toDate());
    expect(isLateReport(agencyDayStart(DAY)!, STARTED)).toBe(true);
    const later = agencyDay(addAgencyDays(STARTED, 3));
    const laterPayment = payment > later ? payment : later;

    const eero = await eeroSignedIn();
    expect(await markShiftWarns(eero.page)).toBe(true);

    // ── Reija moves the deadline three days ahead: the same day no longer warns ─────────────────
    const desk = await reijaAtTheDesk();
    const row = periodRow(desk.page);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByRole('heading').textContent()).toContain('Open');
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-pay');
    await moveDates(desk.page, later, laterPayment, 'desk-pay-move');

    expect(await markShiftWarns(eero.page)).toBe(false);
    await eero.page.getByLabel('Place of work').selectOption({ label: 'Ravintola Satama' });
    await eero.page.getByLabel('Profession').selectOption({ label: 'Waiter' });
    expect(await eero.page.getByText(LATE).count()).toBe(0);
    await expectNoAxeViolations(eero.page);
    await fitsAndShoot(eero.page, 'employee-pay-mark-shift-in-time');
    await eero.page.getByRole('button', { name: 'Save shift' }).click();
    await expect
      .poll(() => eero.page.getByRole('status').filter({ hasText: 'Saved successfully' }).count(), { timeout: 20_000 })
      .toBe(1);
    const mine = (
      await adminDb
        .collection(staffCollections.shifts)
        .where('employee.id', '==', EERO_ID)
        .where('entryType', '==', 'employeeReported')
        .get()
    ).docs.filter((d) => agencyDay((d.get('start') as Timestamp).toDate()) === DAY);
    recorded.push(...mine.map((d) => d.id));
    expect(mine).toHaveLength(1);
    // The server's answer agrees: no late warning after saving either.
    expect(await eero.page.getByRole('alert').filter({ hasText: LATE }).count()).toBe(0);

    // ── The dates put back: the warning returns ─────────────────────────────────────────────────
    await moveDates(desk.page, deadline, payment);
    expect(await markShiftWarns(eero.page)).toBe(true);
    await expectNoAxeViolations(eero.page);

    // ── The run, asked once more: it says how many slips it made ─────────────────────────────────
    await row.getByRole('button', { name: `Run ${RANGE}` }).click();
    await row.getByText(`Make the salary slips of ${RANGE} from its approved shifts and message the employees?`).waitFor();
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-pay-run-confirm');
    await row.getByRole('button', { name: 'Yes, run' }).click();
    const ran = row.getByText(/^Salary slips made: \d+ \(already made: \d+\)\.$/);
    await ran.waitFor({ timeout: 30_000 });
    const made = (await slipsOfThePeriod()).filter((d) => !slipsBefore.has(d.id));
    expect(await ran.textContent()).toBe(`Salary slips made: ${made.length} (already made: ${slipsBefore.size}).`);
    await expect.poll(() => row.getByRole('heading').textContent(), { timeout: 20_000 }).toContain('Run');
    expect(await row.getByRole('button', { name: `Move dates of ${RANGE}` }).count()).toBe(0);
    expect((await periodRef.get()).get('state')).toBe('run');
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-pay-run');
    expect(desk.errors).toEqual([]);
    expect(desk.external).toEqual([]);
    await desk.close();

    // ── Eero's slips: the newest downloaded and read ─────────────────────────────────────────────
    const slips = (await adminDb.collection(staffCollections.salarySlips).where('employeeId', '==', EERO_ID).get()).docs
      .map((d) => ({ from: d.get('from') as string, until: d.get('until') as string }))
      .sort((a, b) => b.from.localeCompare(a.from));
    expect(slips.length).toBeGreaterThan(0);
    const newest = rangeText(slips[0]!.from, slips[0]!.until);
    const { page } = eero;
    await page.goto(`${STAFF_SITE}${routes.profileSalary.href()}`);
    const card = page.getByRole('article', { name: `Pay period ${newest}`, exact: true });
    await card.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: 'Your slips' }).getByRole('article').count()).toBe(slips.length);
    expect(await page.getByText('The sums are illustrative: no tax has been calculated.').count()).toBe(1);
    await page.getByText(/^Next payment \d/).waitFor({ timeout: 20_000 });
    await page.getByRole('table', { name: 'Work time periods' }).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-salary');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      card.getByRole('button', { name: `Download PDF: salary slip for ${newest}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`salary-slip-${slips[0]!.from}.pdf`);
    const pdf = await pdfText(await downloadBytes(download));
    const flat = pdf.text.replace(/\s+/g, ' ');
    expect(pdf.title).toBe('Palkkalaskelma');
    expect(flat).toContain('Eero Nieminen');
    expect(flat).toContain('Työntekijä');
    expect(flat).toContain('Yhteensä');
    expect(flat).toContain(`${dayText(slips[0]!.from)}`);
    for (const text of pdf.pages)
      expect(text.replace(/\s+/g, ' ')).toContain('Summat ovat suuntaa antavia: veroja ei ole laskettu.');
    expect(eero.errors).toEqual([]);
    expect(eero.external).toEqual([]);
    await eero.close();
  }, 300_000);
});
