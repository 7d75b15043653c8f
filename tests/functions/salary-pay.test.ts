import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addAgencyDays,
  agencyDay,
  AUTH_401,
  contractsOrPayslipsResponse,
  deskPayPeriodsResponse,
  deskPayRunResponse,
  deskPayScheduleResponse,
  DOWNLOAD_KEY_HEADER,
  generatedPayPeriod,
  getContractsOrPayslips,
  getDeskPayPeriods,
  getSalaryPaymentSchedules,
  getSalarySlips,
  getWorkTimePeriods,
  paymentScheduleResponse,
  payContracts,
  putAddMultipleEmployeeShifts,
  putDeskPayRun,
  putDeskPaySchedule,
  putSalarySlip,
  reportedShiftsResponse,
  salarySlipsResponse,
  staffCollections,
  staffDeskPayAuditRecord,
  staffMessage,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  workTimePeriodsResponse,
  type DeskPayScheduleBody,
  type PayPeriodDates,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, routePath, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { caller, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * Pay (issue 25): the desk publishes the schedule, moves a deadline and runs a period; MarkShift's
 * late warning follows the stored periods; employees list their slips and download each PDF with
 * its key. In-process against the Firestore and Auth emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({ prefix: 'pay-admin', claims: { admin: true }, mfaPhone: '+358401230252' });
  const oneFactor = await createTestUser({ prefix: 'pay-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('pay-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('pay-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('pay-customer', { customerIds: ['c-aurora'] });
  talent = await caller('pay-talent', {});
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer, talent].map((c) => c.user.uid)]));

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Nieminen' });
  await putPerson('sp-olena', {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Олена',
    lastName: 'Коваленко',
    language: 'uk',
  });
});

const now = new Date();
const current = generatedPayPeriod(now);
const before = (p: PayPeriodDates) => generatedPayPeriod(new Date(p.periodStart.getTime() - 1));
/** Two periods back: its generated deadline has always passed. */
const past = before(before(current));
/** `hours` after the period's start plus `days`, as an ISO instant. */
const inPeriod = (p: PayPeriodDates, days: number, hours = 6) => addAgencyDays(p.periodStart, days).getTime() + hours * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function schedule(body: DeskPayScheduleBody) {
  const res = await callRoute(putDeskPaySchedule, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deskPayScheduleResponse.parse(res.body).changed;
}
const publishAround = async () => {
  for (const year of new Set([past.from, current.from, addAgencyDays(now, 45).toISOString()].map((d) => Number(d.slice(0, 4))))) {
    await schedule({ action: 'publish', year });
  }
};
const audits = async () =>
  (await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) => staffDeskPayAuditRecord.parse(d.data()));

/** An approved (unless said) shift of `employeeId` on day `day` of the period, 8 h less 30 min lunch at 15 €/h. */
const worked = (id: string, employeeId: string, p: PayPeriodDates, day: number, over: Parameters<typeof putShift>[4] = {}) =>
  putShift(id, employeeId, iso(inPeriod(p, day)), iso(inPeriod(p, day, 14.5)), { state: 'accepted', wageEstimate: 15, ...over });

const app = createStaffApi();
async function download(who: Caller, id: unknown, key: string | undefined) {
  const res = await app.request(routePath(putSalarySlip), {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${who.idToken}`,
      [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE,
      'Content-Type': 'application/json',
      ...(key !== undefined && { [DOWNLOAD_KEY_HEADER]: key }),
    },
    body: JSON.stringify({ id }),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const slipsOf = async (who: Caller) => salarySlipsResponse.parse((await callRoute(getSalarySlips, { caller: who })).body).slips;

describe('the schedule', () => {
  it('the desk publishes a year once (stored periods are kept), lists it, and the employee sees this and next month with the next payment', async () => {
    const year = Number(current.from.slice(0, 4));
    expect(await schedule({ action: 'publish', year })).toHaveLength(24);
    expect(await schedule({ action: 'publish', year })).toEqual([]);
    const listed = deskPayPeriodsResponse.parse((await callRoute(getDeskPayPeriods, { token: admin, query: { year } })).body);
    expect(listed.periods.map((p) => p.id)).toHaveLength(24);
    expect(listed.periods[0]).toMatchObject({
      id: `${year}-01-01`,
      until: `${year}-01-15`,
      state: 'open',
      slips: 0,
      stored: true,
    });

    const answer = paymentScheduleResponse.parse((await callRoute(getSalaryPaymentSchedules, { caller: eero })).body);
    expect(answer.periods).toHaveLength(4);
    expect(answer.periods[0]!.from).toBe(`${current.from.slice(0, 8)}01`);
    expect(answer.periods.some((p) => p.id === current.from)).toBe(true);
    expect(answer.nextPayment!.paymentDate >= agencyDay(now)).toBe(true);
    expect(answer.reporting.map((p) => p.id)).toContain(current.from);
    expect((await audits()).map((a) => [a.action, a.periodIds.length])).toEqual(
      expect.arrayContaining([
        ['publishPayYear', 24],
        ['publishPayYear', 0],
      ]),
    );
  });

  it('without stored periods the schedule is the generated half months, marked as such', async () => {
    const answer = paymentScheduleResponse.parse((await callRoute(getSalaryPaymentSchedules, { caller: eero })).body);
    expect(answer.periods.map((p) => p.stored)).toEqual([false, false, false, false]);
    expect(answer.reporting).toEqual([]);
  });

  it('moving a deadline or payment date: audited; refused before the period ends, payment before the deadline, a missing period; 400 for bad input', async () => {
    await publishAround();
    const [moved] = await schedule({
      action: 'move',
      periodId: past.from,
      reportingDeadline: past.until,
      paymentDate: past.until,
    });
    expect(moved).toMatchObject({ id: past.from, paymentDate: past.until });
    expect(agencyDay(new Date(moved!.reportingDeadline))).toBe(past.until);
    const move = (body: object) =>
      callRoute(putDeskPaySchedule, { token: admin, body: { action: 'move', periodId: past.from, ...body } });
    const dayBefore = agencyDay(addAgencyDays(past.periodEnd, -1));
    expect(await move({ reportingDeadline: dayBefore })).toEqual({ status: 409, body: { error: 'deadlineBeforePeriodEnd' } });
    expect(await move({ reportingDeadline: agencyDay(addAgencyDays(past.periodEnd, 3)) })).toEqual({
      status: 409,
      body: { error: 'paymentBeforeDeadline' },
    });
    expect(await move({ periodId: '1999-01-01' })).toEqual({ status: 404, body: { error: 'payPeriodNotFound' } });
    for (const body of [{ action: 'move', periodId: 'x' }, { action: 'publish', year: 1999 }, { action: 'drop' }, {}]) {
      expect((await callRoute(putDeskPaySchedule, { token: admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await audits()).filter((a) => a.action === 'movePayPeriod')).toEqual([
      expect.objectContaining({ periodIds: [past.from], reportingDeadline: past.until, paymentDate: past.until }),
    ]);
  });

  it("MarkShift's late warning follows a moved deadline (and the generated rule where nothing is stored)", async () => {
    await worked('agency', 'sp-eero', past, 1); // Eero's place and title among his MarkShift choices
    const report = async () => {
      const res = await callRoute(putAddMultipleEmployeeShifts, {
        caller: eero,
        body: {
          shifts: [
            {
              date: agencyDay(new Date(inPeriod(past, 3))),
              start: '8.00',
              end: '12.00',
              placeOfWork: 'pow-kitchen',
              professionTitle: 'pt-cook',
              lunchBreak: 0,
            },
          ],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await adminDb.collection(staffCollections.shifts).doc(reportedShiftsResponse.parse(res.body).shifts[0]!.id).delete();
      return reportedShiftsResponse.parse(res.body).late;
    };
    expect(await report()).toBe(true); // generated: reported by 2 days after the period
    await publishAround();
    expect(await report()).toBe(true);
    const later = agencyDay(addAgencyDays(now, 10));
    await schedule({ action: 'move', periodId: past.from, reportingDeadline: later, paymentDate: later });
    expect(await report()).toBe(false);
    const answer = paymentScheduleResponse.parse((await callRoute(getSalaryPaymentSchedules, { caller: eero })).body);
    expect(agencyDay(new Date(answer.reporting.find((p) => p.id === past.from)!.reportingDeadline))).toBe(later);
    await schedule({ action: 'move', periodId: past.from, reportingDeadline: past.until });
    expect(await report()).toBe(true);
  });
});

describe('the pay run and slips', () => {
  async function runPast() {
    const res = await callRoute(putDeskPayRun, { token: admin, body: { periodId: past.from } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return deskPayRunResponse.parse(res.body);
  }

  it('is refused before the deadline; makes one slip per employee from approved shifts; a second run makes only the missing ones', async () => {
    await publishAround();
    expect(await callRoute(putDeskPayRun, { token: admin, body: { periodId: current.from } })).toEqual({
      status: 409,
      body: { error: 'payPeriodNotClosed' },
    });
    expect(await callRoute(putDeskPayRun, { token: admin, body: { periodId: '1999-01-01' } })).toEqual({
      status: 404,
      body: { error: 'payPeriodNotFound' },
    });
    expect((await callRoute(putDeskPayRun, { token: admin, body: {} })).status).toBe(400);
    await worked('e1', 'sp-eero', past, 0);
    await worked('e2', 'sp-eero', past, 2, { state: 'billed', wageEstimate: null });
    await worked('e3', 'sp-eero', past, 4, { state: 'filled' }); // not approved
    await worked('e4', 'sp-eero', before(past), 4); // another period
    await worked('o1', 'sp-olena', past, 1, { state: 'willNotBeCharged' });

    const first = await runPast();
    expect(first).toMatchObject({ made: 2, existing: 0, period: { id: past.from, state: 'run', slips: 2 } });
    const [slip] = await slipsOf(eero);
    expect(slip).toMatchObject({
      from: past.from,
      until: past.until,
      hours: 16,
      estimate: 120,
      fileName: `salary-slip-${past.from}.pdf`,
    });
    expect(slip!.downloadKey.length).toBeGreaterThanOrEqual(32);
    expect((await slipsOf(olena)).map((s) => s.hours)).toEqual([8]);

    await worked('n1', 'sp-newcomer', past, 5);
    await putPerson('sp-newcomer', { firstName: 'Niko', lastName: 'Uusi' });
    expect(await runPast()).toMatchObject({ made: 1, existing: 2, period: { slips: 3 } });
    expect(await runPast()).toMatchObject({ made: 0, existing: 3 });
    expect((await adminDb.collection(staffCollections.salarySlips).get()).size).toBe(3);

    const messages = (await adminDb.collection(staffCollections.messages).get()).docs.map((d) =>
      staffMessage.parse({ id: d.id, ...d.data() }),
    );
    expect(messages.map((m) => m.employeeId).sort()).toEqual(['sp-eero', 'sp-newcomer', 'sp-olena']);
    expect(messages.find((m) => m.employeeId === 'sp-olena')!.subject).toBe('Ваш розрахунковий листок готовий');
    expect((await audits()).filter((a) => a.action === 'runPayPeriod').map((a) => a.slipsMade)).toEqual(
      expect.arrayContaining([2, 1, 0]),
    );
    // A run period's dates stay.
    expect(
      await callRoute(putDeskPaySchedule, {
        token: admin,
        body: { action: 'move', periodId: past.from, paymentDate: past.until },
      }),
    ).toEqual({
      status: 409,
      body: { error: 'payPeriodAlreadyRun' },
    });
  });

  it('runs a period of 260 employees in one request: a slip and a message each, counted once', async () => {
    await publishAround();
    const many = Array.from({ length: 260 }, (_, i) => `sp-many-${String(i).padStart(3, '0')}`);
    for (let i = 0; i < many.length; i += 50) {
      await Promise.all(many.slice(i, i + 50).map((id, j) => worked(`m${i + j}`, id, past, (i + j) % 10)));
    }
    expect(await runPast()).toMatchObject({ made: 260, existing: 0, period: { state: 'run', slips: 260 } });
    expect((await adminDb.collection(staffCollections.salarySlips).get()).size).toBe(260);
    expect((await adminDb.collection(staffCollections.messages).get()).size).toBe(260);
    expect((await audits()).filter((a) => a.action === 'runPayPeriod').map((a) => a.slipsMade)).toEqual([260]);
    expect(await runPast()).toMatchObject({ made: 0, existing: 260, period: { slips: 260 } });
  });

  it("the slip's PDF: with its key only, the caller's own only (the same 404 otherwise), in the caller's language, illustrative on every page", async () => {
    await publishAround();
    // Enough shifts for the table to run over pages.
    for (let i = 0; i < 45; i += 1)
      await worked(`e${i}`, 'sp-eero', past, i % 14, { placeOfWork: { id: 'pow-kitchen', name: 'Keittiö Äänekoski' } });
    await worked('o1', 'sp-olena', past, 1, { placeOfWork: { id: 'pow-kitchen', name: 'Кухня Київ' } });
    await runPast();
    const [mine] = await slipsOf(eero);
    const [hers] = await slipsOf(olena);

    const ok = await download(eero, mine!.id, mine!.downloadKey);
    expect(ok.res.status).toBe(200);
    expect(ok.res.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await pdfText(ok.bytes);
    expect(pdf.title).toBe('Palkkalaskelma');
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const page of pdf.pages) {
      expect(page).toContain('Summat ovat suuntaa antavia: veroja ei ole laskettu.');
      expect(page).toContain('Päivä'); // the table's header repeats
    }
    expect(pdf.text).toContain('Eero Nieminen');
    expect(pdf.text).toContain('Keittiö Äänekoski');
    expect(pdf.text).toContain('Yhteensä');

    const theirs = await pdfText((await download(olena, hers!.id, hers!.downloadKey)).bytes);
    expect(theirs.text).toContain('Розрахунковий листок');
    expect(theirs.text).toContain('Олена Коваленко');
    expect(theirs.text).toContain('Кухня Київ');
    expect(theirs.text).toContain('Суми орієнтовні: податки не розраховано.');

    const notFound = { error: 'salarySlipNotFound' };
    for (const [who, id, key] of [
      [eero, mine!.id, 'wrong-key'],
      [eero, mine!.id, undefined],
      [eero, hers!.id, hers!.downloadKey], // another's slip, even with its key
      [eero, hers!.id, mine!.downloadKey],
      [eero, 'missing', mine!.downloadKey],
    ] as const) {
      const answer = await download(who, id, key);
      expect(answer.res.status).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(answer.bytes))).toEqual(notFound);
    }
    expect((await download(eero, '', mine!.downloadKey)).res.status).toBe(400);
    expect((await download(eero, 42, mine!.downloadKey)).res.status).toBe(400);
    // Not a document id (the fuzz found " / " answering 500): a 400 naming the field, never a path.
    for (const id of [' / ', 'a/b', '..', '__x__']) {
      const answer = await download(eero, id, mine!.downloadKey);
      expect(answer.res.status).toBe(400);
    }
  });

  it('work time periods and the contracts/payslips count are the caller’s own', async () => {
    const previous = before(current);
    await worked('a', 'sp-eero', previous, 1);
    await worked('w', 'sp-eero', previous, 2, { state: 'filled' });
    await worked('x', 'sp-eero', previous, 3, { state: 'cancelled' });
    await worked('o', 'sp-olena', previous, 1);
    const periods = workTimePeriodsResponse.parse((await callRoute(getWorkTimePeriods, { caller: eero })).body).periods;
    expect(periods).toHaveLength(6);
    expect(periods[0]!.id).toBe(current.from);
    expect(periods[1]).toMatchObject({ id: previous.from, hours: 16, approvedHours: 8, waitingHours: 8, shifts: 2 });

    await adminDb.collection(staffCollections.employmentContracts).doc('k1').set({ employeeId: 'sp-eero' });
    await adminDb.collection(staffCollections.employmentContracts).doc('k2').set({ employeeId: 'sp-olena' });
    await publishAround();
    await worked('p', 'sp-eero', past, 1);
    await runPast();
    expect(contractsOrPayslipsResponse.parse((await callRoute(getContractsOrPayslips, { caller: eero })).body)).toEqual({
      contracts: 1,
      payslips: 1,
    });
    expect((await callRoute(getContractsOrPayslips, { caller: olena })).body).toEqual({ contracts: 1, payslips: 0 });
  });
});

describe('access', () => {
  it('the employee routes: 401 without a token, 403 for a customer user and a talent', async () => {
    for (const contract of Object.values(payContracts).filter((e) => e.access === 'employee')) {
      const call: RouteCall = contract === putSalarySlip ? { body: { id: 'x' } } : {};
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect(await callRoute(contract, { ...call, caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
  });

  it('the desk routes: 401 for an admin without the second factor, 403 for an employee and a customer user; nothing written', async () => {
    for (const contract of Object.values(payContracts).filter((e) => e.access === 'recruiter')) {
      const call: RouteCall =
        contract === putDeskPaySchedule
          ? { body: { action: 'publish', year: 2026 } }
          : contract === putDeskPayRun
            ? { body: { periodId: '2026-01-01' } }
            : {};
      expect(await callRoute(contract, { ...call, token: adminOneFactor }), contract.path).toEqual({
        status: 401,
        body: AUTH_401.needsMfa,
      });
      for (const who of [eero, customer]) {
        expect(await callRoute(contract, { ...call, caller: who })).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
    }
    for (const collection of [staffCollections.payPeriods, staffCollections.deskAudit]) {
      expect((await adminDb.collection(collection).get()).size, collection).toBe(0);
    }
  });
});
