import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  awaitsAcceptance,
  CUSTOMER_SHIFT_STATES,
  CUSTOMER_SHIFTS_DAYS_AHEAD,
  CUSTOMER_SHIFTS_DAYS_BACK,
  CUSTOMER_SHIFTS_MAX_DAYS,
  customerNoticeHours,
  DONE_SHIFTS_MAX_DAYS,
  KNOWN_WORKER_DAYS,
  formatAgencyTime,
  orderedShiftTimes,
  roundHours,
  shiftHours,
  staffCollections,
  staffPool,
  staffProfessionTitle,
  TOP_ALERT_KINDS,
  UNFILLED_ALERT_HOURS,
  UNFILLED_STATES,
  WORK_TIME_TYPES,
  WORKED_STATES,
  type CustomerShiftState,
  type CustomerShiftsQuery,
  type CustomerShiftView,
  type getAllCustomerShifts,
  type getCreateCustomerShiftData,
  type getCustomerProfessionTitles,
  type getCustomerShiftEdit,
  type getCustomerTopAlerts,
  type getCustomerUserPlaceOfWorkList,
  type getEmployeesToSuggest,
  type getShiftSummary,
  type getSuggestedEmployees,
  type getUnapprovedShiftCount,
  type StaffCustomer,
  type StaffPlaceOfWork,
  type StaffShift,
  toTitleView,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { fieldFailure } from '../../lib/api/errors';
import { parseSuggestion, read, suggestions } from '../shift/store';
import {
  callerCustomer,
  customerIdsOf,
  customerShift,
  customerShiftsIn,
  customersById,
  customerView,
  customerViews,
  placeOfCustomers,
  placesOfCustomers,
  pools,
  professionTitles,
} from './store';
import { suitableEmployees } from './suggest';

/**
 * The customer's reading routes (domain/src/staff/shifts/README.md, "Customer shifts"). Every
 * list is one indexed query on the caller's customers + `start` (`customerShiftsIn`), filtered,
 * counted and sorted here; a shift or place of another customer answers like a missing one.
 */

const HOUR_MS = 3_600_000;

/**
 * Worked shifts wait for acceptance at most a quarter back: the badge and the alert are one read of
 * `CUSTOMER_SHIFTS_MAX_DAYS` (older ones the agency has invoiced as they are).
 */
const ACCEPTANCE_DAYS_BACK = CUSTOMER_SHIFTS_MAX_DAYS;

/** "In the last year": who has worked for the customers, which titles a place has used. */
const YEAR_DAYS = DONE_SHIFTS_MAX_DAYS;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'fi');
const idName = (r: { id: string; name: string }) => ({ id: r.id, name: r.name });

/** The default period's length past its first day: a week back to four weeks ahead. */
const DEFAULT_PERIOD_DAYS = CUSTOMER_SHIFTS_DAYS_BACK + CUSTOMER_SHIFTS_DAYS_AHEAD;

/**
 * A Helsinki period from..until (both days included) as the instants [start, end): without dates a
 * week back to four weeks ahead; with one of them, a period as long from or to that day (so a form
 * that sends only its first day is no error). Longer than `CUSTOMER_SHIFTS_MAX_DAYS` is a 400 on
 * `from`, as the employee's done list answers a period too long.
 */
function customerPeriod(query: { from?: string | undefined; until?: string | undefined }, now: Date) {
  const shift = (day: string, days: number) => agencyDay(addAgencyDays(agencyDayStart(day)!, days));
  const today = agencyDay(now);
  const from = query.from ?? (query.until ? shift(query.until, -DEFAULT_PERIOD_DAYS) : shift(today, -CUSTOMER_SHIFTS_DAYS_BACK));
  const until = query.until ?? shift(from, DEFAULT_PERIOD_DAYS);
  const start = agencyDayStart(from)!;
  const end = addAgencyDays(agencyDayStart(until)!, 1);
  // Whole Helsinki days: a day across a daylight-saving change is 23 or 25 hours.
  if (Math.round((end.getTime() - start.getTime()) / (24 * HOUR_MS)) > CUSTOMER_SHIFTS_MAX_DAYS) {
    throw fieldFailure('from', 'validation:numberOutOfRange');
  }
  return { from, until, start, end };
}

/** The place of work of a shift with its customer, as summaries and alerts name it. */
const placeOf = (s: StaffShift) => ({ ...idName(s.placeOfWork), customer: idName(s.customer) });

const stateRank = (state: CustomerShiftState) => CUSTOMER_SHIFT_STATES.indexOf(state);

/** The list's sorts: by start, by place (name), or by state (the order of its life); ties by start. */
function sortCustomerShifts(list: CustomerShiftView[], sortBy: CustomerShiftsQuery['sortBy'], direction: 'asc' | 'desc') {
  const byStart = (a: CustomerShiftView, b: CustomerShiftView) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id);
  const primary: Record<typeof sortBy, (a: CustomerShiftView, b: CustomerShiftView) => number> = {
    start: () => 0,
    placeOfWork: (a, b) => byName(a.placeOfWork, b.placeOfWork),
    state: (a, b) => stateRank(a.state) - stateRank(b.state),
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => sign * (primary[sortBy](a, b) || byStart(a, b)));
}

/** GET /v1/Shift/Customer/AllShifts: the customers' shifts in a Helsinki period, at a place, in a state, sorted. */
export const allCustomerShifts: Handler<typeof getAllCustomerShifts> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  const customerIds = customerIdsOf(who, query.customerId);
  const now = new Date();
  const period = customerPeriod(query, now);
  const list = (await customerShiftsIn(customerIds, period.start, period.end))
    .filter((s) => !query.placeOfWorkId || s.placeOfWork.id === query.placeOfWorkId)
    .filter((s) => !query.state || s.state === query.state);
  const views = await customerViews(list, who, now);
  return { from: period.from, until: period.until, shifts: sortCustomerShifts(views, query.sortBy, query.direction) };
};

/**
 * GET /v1/Shift/Customer/ShiftSummary: per place of work in a period, its shifts in each state,
 * how many in all, and the hours of those that are or were on (a cancelled or undone shift has none).
 */
export const shiftSummary: Handler<typeof getShiftSummary> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  const customerIds = customerIdsOf(who, query.customerId);
  const period = customerPeriod(query, new Date());
  const places = new Map<
    string,
    {
      placeOfWork: ReturnType<typeof placeOf>;
      counts: Partial<Record<CustomerShiftState, number>>;
      shifts: number;
      hours: number;
    }
  >();
  for (const s of await customerShiftsIn(customerIds, period.start, period.end)) {
    const place = places.get(s.placeOfWork.id) ?? { placeOfWork: placeOf(s), counts: {}, shifts: 0, hours: 0 };
    place.counts[s.state] = (place.counts[s.state] ?? 0) + 1;
    place.shifts += 1;
    if (s.state !== 'cancelled' && s.state !== 'undone') place.hours += shiftHours(s);
    places.set(s.placeOfWork.id, place);
  }
  return {
    from: period.from,
    until: period.until,
    places: [...places.values()]
      .map((p) => ({ ...p, hours: roundHours(p.hours) }))
      .sort((a, b) => byName(a.placeOfWork, b.placeOfWork)),
  };
};

/** The customers' shifts that could wait for acceptance: started in the last `ACCEPTANCE_DAYS_BACK` days. */
const recentShifts = (customerIds: readonly string[], now: Date, ahead: Date = now) =>
  customerShiftsIn(customerIds, addAgencyDays(now, -ACCEPTANCE_DAYS_BACK), ahead);

/** GET /v1/Shift/Customer/UnapprovedShiftCount: the worked shifts waiting for acceptance (the menu badge). */
export const unapprovedShiftCount: Handler<typeof getUnapprovedShiftCount> = async ({ query }, c) => {
  const customerIds = customerIdsOf(await callerCustomer(c), query.customerId);
  const now = new Date();
  return { count: (await recentShifts(customerIds, now)).filter((s) => awaitsAcceptance(s, now)).length };
};

/** Which alert a shift raises at `now`, if any (CustomerTopAlerts). */
function alertOf(s: StaffShift, now: Date): (typeof TOP_ALERT_KINDS)[number] | null {
  if (UNFILLED_STATES.includes(s.state) && s.start > now && s.start.getTime() - now.getTime() <= UNFILLED_ALERT_HOURS * HOUR_MS) {
    return 'unfilledSoon';
  }
  if (awaitsAcceptance(s, now)) return 'waitingForAcceptance';
  if (s.state === 'requestedForCancellation') return 'cancellationRequested';
  if (s.state === 'filled' && s.timeChange === 'pendingConfirmation' && s.start > now) return 'timeChangePending';
  return null;
}

/**
 * GET /v1/PlaceOfWork/CustomerTopAlerts: per place of work and kind, how many shifts need the
 * customer's eye and the earliest start among them. One read from a quarter back (worked shifts
 * waiting for acceptance) to the list's four weeks ahead (cancellation requests and time changes).
 */
export const customerTopAlerts: Handler<typeof getCustomerTopAlerts> = async ({ query }, c) => {
  const customerIds = customerIdsOf(await callerCustomer(c), query.customerId);
  const now = new Date();
  const alerts = new Map<
    string,
    { kind: (typeof TOP_ALERT_KINDS)[number]; placeOfWork: ReturnType<typeof placeOf>; count: number; first: Date }
  >();
  for (const s of await recentShifts(customerIds, now, addAgencyDays(now, CUSTOMER_SHIFTS_DAYS_AHEAD))) {
    const kind = alertOf(s, now);
    if (!kind) continue;
    const key = `${kind}/${s.placeOfWork.id}`;
    const alert = alerts.get(key) ?? { kind, placeOfWork: placeOf(s), count: 0, first: s.start };
    alert.count += 1;
    if (s.start < alert.first) alert.first = s.start;
    alerts.set(key, alert);
  }
  return {
    alerts: [...alerts.values()]
      .sort((a, b) => TOP_ALERT_KINDS.indexOf(a.kind) - TOP_ALERT_KINDS.indexOf(b.kind) || a.first.getTime() - b.first.getTime())
      .map(({ first, ...alert }) => ({ ...alert, firstStart: first.toISOString() })),
  };
};

/** GET /v1/Shift/Customer/Shift/Edit?shiftId: the shift, what an edit may change, and the form's Helsinki day and H.mm times. */
export const customerShiftEdit: Handler<typeof getCustomerShiftEdit> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  const { shift } = await customerShift(who.customerIds, query.shiftId);
  return {
    shift: await customerView(shift, who, new Date()),
    form: {
      day: agencyDay(shift.start),
      start: formatAgencyTime(shift.start),
      end: formatAgencyTime(shift.end),
      lunchBreak: shift.lunchBreak ?? 0,
      worktimeFormat: shift.worktimeFormat ?? null,
      contactPerson: shift.contactPerson ?? null,
      infoToEmployee: shift.infoToEmployee ?? null,
      updatedAt: shift.updatedAt?.toISOString() ?? null,
    },
  };
};

/** The names of staff records by id (records that are gone left out): one batched read. */
async function namesOf(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snaps = await db().getAll(...unique.map((id) => db().collection(staffCollections.people).doc(id)));
  return new Map(snaps.flatMap((s) => (s.exists ? [[s.id, `${s.get('firstName')} ${s.get('lastName')}`] as const] : [])));
}

/** GET /v1/Shift/Customer/Shift/SuggestedEmployees?shiftId: to whom the shift was suggested and how each answered. */
export const suggestedEmployees: Handler<typeof getSuggestedEmployees> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  const { shift } = await customerShift(who.customerIds, query.shiftId);
  const made = await read(suggestions().where('shiftIds', 'array-contains', shift.id), parseSuggestion);
  const names = await namesOf(made.map((s) => s.employeeId));
  return {
    suggestions: made
      .flatMap((s) => {
        const name = names.get(s.employeeId);
        return name === undefined
          ? []
          : [
              {
                employee: { id: s.employeeId, name },
                state: s.state,
                suggestedAt: s.suggestedAt.toISOString(),
                answeredAt: s.answeredAt?.toISOString() ?? null,
              },
            ];
      })
      .sort((a, b) => a.suggestedAt.localeCompare(b.suggestedAt) || byName(a.employee, b.employee)),
  };
};

/** The pools of the customers (at one place if asked). */
async function poolsOf(customerIds: readonly string[], placeOfWorkId?: string) {
  if (customerIds.length === 0) return [];
  const query = placeOfWorkId
    ? pools().where('placeOfWorkId', '==', placeOfWorkId)
    : pools().where('customerId', 'in', [...customerIds]);
  return (await read(query, (d) => staffPool.parse({ id: d.id, ...d.data() }))).filter((p) => customerIds.includes(p.customerId));
}

/**
 * GET /v1/Shift/Customer/EmployeesToSuggest: who would suit a shift at one of the caller's places,
 * as that title, on that Helsinki day from start to end (an end not after the start is the next
 * morning), each marked if they are in a pool of that place.
 */
export const employeesToSuggest: Handler<typeof getEmployeesToSuggest> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  const place = await placeOfCustomers(who.customerIds, query.placeOfWorkId);
  const [times] = orderedShiftTimes({ days: [query.day], start: query.start, end: query.end, peopleCount: 1 });
  const [suitable, placePools] = await Promise.all([
    suitableEmployees(
      { id: '', start: times!.start, end: times!.end, professionTitle: { id: query.professionTitleId } },
      new Date(),
    ),
    poolsOf([place.customerId], place.id),
  ]);
  const pooled = new Set(placePools.flatMap((p) => p.employeeIds));
  return { employees: suitable.map((e) => ({ ...e, inPool: pooled.has(e.id) })) };
};

/** Every profession title the agency offers, by name. */
async function allProfessionTitles() {
  return (await read(professionTitles(), (d) => staffProfessionTitle.parse({ id: d.id, ...d.data() }))).sort(byName);
}

/**
 * GET /v1/Shift/Customer/ProfessionTitles?placeOfWorkId: every title; with one of the caller's
 * places, the titles of its shifts in the last year come first (the most used first), then the rest.
 */
export const customerProfessionTitles: Handler<typeof getCustomerProfessionTitles> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  if (!query.placeOfWorkId) return { professionTitles: (await allProfessionTitles()).map(toTitleView) };
  const place = await placeOfCustomers(who.customerIds, query.placeOfWorkId);
  const now = new Date();
  const [titles, theirs] = await Promise.all([
    allProfessionTitles(),
    customerShiftsIn([place.customerId], addAgencyDays(now, -YEAR_DAYS), addAgencyDays(now, CUSTOMER_SHIFTS_DAYS_AHEAD)),
  ]);
  const used = new Map<string, number>();
  for (const s of theirs) {
    if (s.placeOfWork.id === place.id) used.set(s.professionTitle.id, (used.get(s.professionTitle.id) ?? 0) + 1);
  }
  const uses = (t: { id: string }) => used.get(t.id) ?? 0;
  return { professionTitles: [...titles].sort((a, b) => uses(b) - uses(a) || byName(a, b)).map(toTitleView) };
};

/** The customers' places of work with their customer's name, address and phone. */
function placesView(places: readonly StaffPlaceOfWork[], customers: ReadonlyMap<string, StaffCustomer>) {
  return places.map((p) => ({
    id: p.id,
    name: p.name,
    customer: { id: p.customerId, name: customers.get(p.customerId)?.name ?? '' },
    address: p.address ?? null,
    city: p.city ?? null,
    phone: p.phone ?? null,
  }));
}

/** GET /v1/PlaceOfWork/CustomerUserPlaceOfWorkList: the caller's customers' places of work, by name. */
export const customerPlacesOfWork: Handler<typeof getCustomerUserPlaceOfWorkList> = async (_input, c) => {
  const { customerIds } = await callerCustomer(c);
  const [places, customers] = await Promise.all([placesOfCustomers(customerIds), customersById(customerIds)]);
  return { placesOfWork: placesView(places, customers) };
};

/**
 * The agency employees who worked the customers' shifts in the last year, by name: whom a shift
 * already worked may be recorded for (CreateEntries).
 */
async function workersOf(customerIds: readonly string[], now: Date) {
  const worked = (await customerShiftsIn(customerIds, addAgencyDays(now, -KNOWN_WORKER_DAYS), now)).filter(
    (s) => s.employee && WORKED_STATES.includes(s.state),
  );
  const byId = new Map(worked.map((s) => [s.employee!.id, idName(s.employee!)]));
  return [...byId.values()].sort(byName);
}

/**
 * GET /v1/User/CreateCustomerShiftData: the order and report forms' choices: the caller's
 * customers with their cancellation notice, their places, every title, their pools with their
 * size, the workers of the last year, the worktime formats, and whether the caller may edit.
 */
export const createCustomerShiftData: Handler<typeof getCreateCustomerShiftData> = async (_input, c) => {
  const who = await callerCustomer(c);
  const [customers, places, titles, theirPools, workers] = await Promise.all([
    customersById(who.customerIds),
    placesOfCustomers(who.customerIds),
    allProfessionTitles(),
    poolsOf(who.customerIds),
    workersOf(who.customerIds, new Date()),
  ]);
  return {
    canEditShifts: who.canEditShifts,
    customers: [...customers.values()]
      .map((cu) => ({ id: cu.id, name: cu.name, cancellationNoticeHours: customerNoticeHours(cu) }))
      .sort(byName),
    placesOfWork: placesView(places, customers),
    professionTitles: titles.map(toTitleView),
    pools: theirPools
      .map((p) => ({ id: p.id, name: p.name, placeOfWorkId: p.placeOfWorkId, size: p.employeeIds.length }))
      .sort(byName),
    workers,
    worktimeFormats: [...WORK_TIME_TYPES],
  };
};
