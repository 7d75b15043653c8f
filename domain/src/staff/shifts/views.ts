import { z } from 'zod';
import { calendarEventType, customerShiftState, suggestionState, timeChangeState } from '../../labels';
import { firestoreDocId } from '../../entities/common';
import { booleanQuery } from '../../api/identity';
import { validationMessages as m } from '../../texts/messages';
import { agencyDay, agencyDayStart, formatAgencyDate, formatAgencyTime, shiftHours } from '../time';
import { EMPLOYEE_REPORTED_ENTRY, type StaffPlaceOfWork, type StaffShift, type StaffTitleRef } from './model';

/**
 * What the employee's shift routes answer and accept (spec section 7 gives only the paths; the
 * shapes are ours, see ./README.md). Instants travel as ISO 8601 UTC; `day` is the Helsinki
 * calendar day a screen groups by, and `display` the Helsinki texts (d.M.y, H.mm) for `ui`.
 */

/** An instant on the wire: ISO 8601 in UTC (`2026-10-24T19:00:00.000Z`). */
export const isoInstant = z.iso.datetime();
/** A Helsinki calendar day on the wire, `yyyy-MM-dd`; a day that does not exist is invalid. */
export const agencyDayText = z
  .string({ error: m.invalidDate })
  .refine((day) => agencyDayStart(day) !== null, { error: m.invalidDate });

const ref = z.object({ id: z.string(), name: z.string() });
export type ShiftRef = z.infer<typeof ref>;

/**
 * A profession title on the wire: its Finnish name and the translations kept with it (only those
 * it has); a screen shows `localName(title, language)`, so a language change needs no new request.
 */
export const titleView = ref.extend({
  names: z.object({ en: z.string(), sv: z.string(), uk: z.string(), ru: z.string() }).partial(),
});
export type TitleView = z.infer<typeof titleView>;

/** A stored title (on its own or copied onto a shift) as `titleView`: the translations it has, no empty ones. */
export function toTitleView(t: StaffTitleRef): TitleView {
  const names = Object.fromEntries(Object.entries(t.names ?? {}).filter(([, v]) => !!v)) as TitleView['names'];
  return { id: t.id, name: t.name, names };
}

/**
 * Where a place of work is and how to call it: its street address, city and phone, each null when
 * the place has none. The customer's and the employee's views of a place carry the same fields.
 */
export const placeContact = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PlaceContactView = z.infer<typeof placeContact>;

/** A place of work as the employee's views name it: with where it is (`placeContact`). */
export const employeePlaceOfWork = ref.extend(placeContact.shape);

/** A stored place's contact fields, or all null for a place that is gone. */
export const placeContactOf = (place: Pick<StaffPlaceOfWork, 'address' | 'city' | 'phone'> | undefined): PlaceContactView => ({
  address: place?.address ?? null,
  city: place?.city ?? null,
  phone: place?.phone ?? null,
});

/** The Helsinki texts of a shift's times, as the screens show them. */
export const shiftDisplay = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  originalStart: z.string().nullable(),
  originalEnd: z.string().nullable(),
});

/**
 * A shift as its employee sees it: every field of spec section 3 that concerns them (not the
 * customer's cost estimate or cancellation reason). `hours` is the real time less the lunch
 * break, 2 decimals; `infoRead` is true when there is no info or it has been opened.
 */
export const employeeShiftView = z.object({
  id: z.string(),
  day: z.string(),
  start: isoInstant,
  end: isoInstant,
  hours: z.number(),
  originalStart: isoInstant.nullable(),
  originalEnd: isoInstant.nullable(),
  timeChange: timeChangeState.nullable(),
  state: customerShiftState,
  customer: ref,
  placeOfWork: employeePlaceOfWork,
  professionTitle: titleView,
  lunchBreak: z.number().nullable(),
  shiftLeaderHours: z.number().nullable(),
  travelledHours: z.number().nullable(),
  worktimeFormat: z.string().nullable(),
  entryType: z.string().nullable(),
  notes: z.string().nullable(),
  personalNotes: z.string().nullable(),
  infoToEmployee: z.string().nullable(),
  infoRead: z.boolean(),
  contactPerson: z.string().nullable(),
  collectiveAgreement: z.string().nullable(),
  wageEstimate: z.number().nullable(),
  bundledShifts: z.array(z.string()),
  display: shiftDisplay.optional(),
});
export type EmployeeShiftView = z.infer<typeof employeeShiftView>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const timeText = (d: Date | null | undefined) => (d ? formatAgencyTime(d) : null);

/**
 * The employee's view of a stored shift; `display` adds the Helsinki texts, `place` the stored
 * place of work's address and phone (the shift keeps only the place's id and name).
 */
export function toEmployeeShiftView(
  s: StaffShift,
  options: { display?: boolean; place?: Pick<StaffPlaceOfWork, 'address' | 'city' | 'phone'> | undefined } = {},
): EmployeeShiftView {
  const view: EmployeeShiftView = {
    id: s.id,
    day: agencyDay(s.start),
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    hours: shiftHours(s),
    originalStart: iso(s.originalStart),
    originalEnd: iso(s.originalEnd),
    timeChange: s.timeChange ?? null,
    state: s.state,
    customer: { id: s.customer.id, name: s.customer.name },
    placeOfWork: { id: s.placeOfWork.id, name: s.placeOfWork.name, ...placeContactOf(options.place) },
    professionTitle: toTitleView(s.professionTitle),
    lunchBreak: s.lunchBreak ?? null,
    shiftLeaderHours: s.shiftLeaderHours ?? null,
    travelledHours: s.travelledHours ?? null,
    worktimeFormat: s.worktimeFormat ?? null,
    entryType: s.entryType ?? null,
    notes: s.notes ?? null,
    personalNotes: s.personalNotes ?? null,
    infoToEmployee: s.infoToEmployee ?? null,
    infoRead: !s.infoToEmployee || !!s.infoReadAt,
    contactPerson: s.contactPerson ?? null,
    collectiveAgreement: s.collectiveAgreement ?? null,
    wageEstimate: s.wageEstimate ?? null,
    bundledShifts: [...s.bundledShifts],
  };
  if (options.display) {
    view.display = {
      date: formatAgencyDate(s.start),
      start: formatAgencyTime(s.start),
      end: formatAgencyTime(s.end),
      originalStart: timeText(s.originalStart),
      originalEnd: timeText(s.originalEnd),
    };
  }
  return view;
}

/** States in which a shift no longer binds its employee: it is neither upcoming nor done. */
export const GONE_SHIFT_STATES: readonly StaffShift['state'][] = ['cancelled', 'undone'];

/** An upcoming shift: not over yet and still on. */
export const isUpcomingShift = (s: Pick<StaffShift, 'end' | 'state'>, now: Date): boolean =>
  s.end > now && !GONE_SHIFT_STATES.includes(s.state);

/**
 * The employee's upcoming list: not over yet, and not undone (the agency took it back). A shift the
 * customer cancelled or asked to cancel stays listed with its state until it would have ended, so
 * it does not vanish from the employee's plans unexplained (issue 22).
 */
export const isListedUpcoming = (s: Pick<StaffShift, 'end' | 'state'>, now: Date): boolean => s.end > now && s.state !== 'undone';

/** Cancelled by the customer, or asked to be: the employee's list marks it. */
export const isCancelledByCustomer = (s: Pick<StaffShift, 'state'>): boolean =>
  s.state === 'cancelled' || s.state === 'requestedForCancellation';

/** A done shift: over, and not cancelled or undone. */
export const isDoneShift = (s: Pick<StaffShift, 'end' | 'state'>, now: Date): boolean =>
  s.end <= now && !GONE_SHIFT_STATES.includes(s.state);

/**
 * The employee may edit a shift they recorded themself (MarkShift) until the agency has
 * processed it: accepted, billed or cancelled shifts are the payroll's.
 */
export const canEditReportedShift = (s: Pick<StaffShift, 'entryType' | 'state'>): boolean =>
  s.entryType === EMPLOYEE_REPORTED_ENTRY && (s.state === 'new' || s.state === 'inProcessing' || s.state === 'filled');

// ── GET /v1/Shift/Employee/Shift?shiftId&ui, /Calendar/Shift, /Employee/Shift/Edit ──────────

/** `ui=true`: the web interface asks, and the answer carries the Helsinki texts (`display`). */
export const employeeShiftQuery = z.object({ shiftId: firestoreDocId, ui: booleanQuery.optional() }).strict();
export const shiftIdQuery = z.object({ shiftId: firestoreDocId }).strict();

/** A shift opened from the calendar, with the event type it is there: 3 suggestion, 4 in shift, 5 rejected suggestion. */
export const calendarShiftResponse = z.object({
  eventType: calendarEventType,
  /** The suggestion that put the shift in the caller's calendar (types 3 and 5). */
  suggestionId: z.string().nullable(),
  shift: employeeShiftView,
});
export type CalendarShiftResponse = z.infer<typeof calendarShiftResponse>;

/** A recorded shift's values as the MarkShift form takes them (`markShiftForm`): Helsinki day and H.mm. */
export const shiftEditResponse = z.object({
  editable: z.boolean(),
  form: z.object({
    date: z.string(),
    start: z.string(),
    end: z.string(),
    placeOfWork: z.string(),
    professionTitle: z.string(),
    lunchBreak: z.number(),
    notes: z.string().nullable(),
  }),
  shift: employeeShiftView,
});
export type ShiftEditResponse = z.infer<typeof shiftEditResponse>;

export function toShiftEdit(s: StaffShift, place?: Pick<StaffPlaceOfWork, 'address' | 'city' | 'phone'>): ShiftEditResponse {
  return {
    editable: canEditReportedShift(s),
    form: {
      date: agencyDay(s.start),
      start: formatAgencyTime(s.start),
      end: formatAgencyTime(s.end),
      placeOfWork: s.placeOfWork.id,
      professionTitle: s.professionTitle.id,
      lunchBreak: s.lunchBreak ?? 0,
      notes: s.notes ?? null,
    },
    shift: toEmployeeShiftView(s, { display: true, place }),
  };
}

// ── GET /v1/Shift/Employee/DoneShiftEntriesSortable, /DoneShiftEntries/PlacesOfWork ────────

export const DONE_SHIFT_SORTS = ['date', 'placeOfWork', 'hours'] as const;
/** How far back the done list reaches without `from`, and the longest period one call reads. */
export const DONE_SHIFTS_DEFAULT_DAYS = 31;
export const DONE_SHIFTS_MAX_DAYS = 366;

/** The form of the done-shifts screen: a Helsinki period (days, both included), a place, a sort. */
export const doneShiftsQuery = z
  .object({
    from: agencyDayText.optional(),
    until: agencyDayText.optional(),
    placeOfWorkId: firestoreDocId.optional(),
    sortBy: z.enum(DONE_SHIFT_SORTS, { error: m.invalidValue }).default('date'),
    direction: z.enum(['asc', 'desc'], { error: m.invalidValue }).default('desc'),
  })
  .strict()
  .refine((q) => !q.from || !q.until || q.from <= q.until, { error: m.endBeforeStart, path: ['until'] });
export type DoneShiftsQuery = z.infer<typeof doneShiftsQuery>;

export const doneShiftsResponse = z.object({
  from: z.string(),
  until: z.string(),
  shifts: z.array(employeeShiftView),
  /** The hours of the listed shifts, 2 decimals. */
  totalHours: z.number(),
});
export type DoneShiftsResponse = z.infer<typeof doneShiftsResponse>;

/** Sorts done shifts by the screen's column; ties fall back to the start, so the order is stable. */
export function sortDoneShifts(
  shifts: readonly EmployeeShiftView[],
  sortBy: (typeof DONE_SHIFT_SORTS)[number],
  direction: 'asc' | 'desc',
): EmployeeShiftView[] {
  const key = (s: EmployeeShiftView): string | number =>
    sortBy === 'hours' ? s.hours : sortBy === 'placeOfWork' ? s.placeOfWork.name.toLocaleLowerCase('fi') : s.start;
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'fi');
  return [...shifts].sort((a, b) => sign * (compare(key(a), key(b)) || compare(a.start, b.start)));
}

export const donePlacesOfWorkResponse = z.object({ placesOfWork: z.array(ref) });
export type DonePlacesOfWorkResponse = z.infer<typeof donePlacesOfWorkResponse>;

// ── GET /v1/Shift/Employee/UpcomingShifts, /SuggestedOrOpenShifts ────────────────────────────

/** `state=changesNeedConfirmation` lists only shifts whose time change waits for the employee. */
export const upcomingShiftsQuery = z
  .object({ state: z.enum(['changesNeedConfirmation'], { error: m.invalidValue }).optional() })
  .strict();
export type UpcomingShiftsQuery = z.infer<typeof upcomingShiftsQuery>;
export const upcomingShiftsResponse = z.object({ shifts: z.array(employeeShiftView) });
export type UpcomingShiftsResponse = z.infer<typeof upcomingShiftsResponse>;

/**
 * What the open-shifts screen narrows its offers to (all optional, all given must hold): a
 * Helsinki day, a place of work, a profession title. An offer matches when one of its shifts does
 * (a bundle spans days and places, and is taken whole).
 */
export const offerFilter = z.object({
  day: agencyDayText.optional(),
  placeOfWorkId: firestoreDocId.optional(),
  professionTitleId: firestoreDocId.optional(),
});
export type OfferFilter = z.infer<typeof offerFilter>;

/** Whether one of the offer's shifts is on the filter's day, at its place and for its title. */
export function offerMatches(offer: Pick<ShiftOffer, 'shifts'>, filter: OfferFilter): boolean {
  return offer.shifts.some(
    (s) =>
      (!filter.day || s.day === filter.day) &&
      (!filter.placeOfWorkId || s.placeOfWork.id === filter.placeOfWorkId) &&
      (!filter.professionTitleId || s.professionTitle.id === filter.professionTitleId),
  );
}

/** The filter's choices: the days, places and titles among all the caller's offers (unfiltered), sorted. */
export const offerChoices = z.object({
  days: z.array(z.string()),
  placesOfWork: z.array(ref),
  professionTitles: z.array(titleView),
});
export type OfferChoices = z.infer<typeof offerChoices>;

/** Distinct references by id, sorted by name (Finnish order). */
export function distinctRefs<T extends ShiftRef>(refs: readonly T[]): T[] {
  const byId = new Map(refs.map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

export function choicesOfOffers(offers: readonly Pick<ShiftOffer, 'shifts'>[]): OfferChoices {
  const shifts = offers.flatMap((o) => o.shifts);
  const ref = (r: ShiftRef): ShiftRef => ({ id: r.id, name: r.name });
  return {
    days: [...new Set(shifts.map((s) => s.day))].sort(),
    placesOfWork: distinctRefs(shifts.map((s) => ref(s.placeOfWork))),
    professionTitles: distinctRefs(shifts.map((s) => s.professionTitle)),
  };
}

/** Paging of /open-shifts/:skip/:take, and the filter (`offerFilter`) its address carries. */
export const suggestedOrOpenShiftsQuery = z
  .object({
    skip: z.coerce
      .number({ error: m.invalidValue })
      .int({ error: m.wholeNumberRequired })
      .min(0, { error: m.numberOutOfRange })
      .default(0),
    take: z.coerce
      .number({ error: m.invalidValue })
      .int({ error: m.wholeNumberRequired })
      .min(1, { error: m.numberOutOfRange })
      .max(50, { error: m.numberOutOfRange })
      .default(20),
    ...offerFilter.shape,
  })
  .strict();

/**
 * One offer on the open-shifts screen: an open shift anyone suitable may book (`open`, id the
 * shift's), or a suggestion to the caller of one shift (`single`) or a bundle (`bundle`), id
 * the suggestion's, as the Book and Accept routes take it.
 */
export const shiftOffer = z.object({
  kind: z.enum(['open', 'single', 'bundle']),
  id: z.string(),
  state: suggestionState,
  suggestedAt: isoInstant.nullable(),
  shifts: z.array(employeeShiftView).min(1),
});
export type ShiftOffer = z.infer<typeof shiftOffer>;
/** `total` counts the offers that match the filter; `choices` are those of every offer, so a filter can be changed. */
export const suggestedOrOpenShiftsResponse = z.object({
  total: z.number().int().min(0),
  offers: z.array(shiftOffer),
  choices: offerChoices,
});
export type SuggestedOrOpenShiftsResponse = z.infer<typeof suggestedOrOpenShiftsResponse>;

// ── GET /v1/User/CreateShiftData ───────────────────────────────────────────────────────────

/** The choices of the MarkShift form: the places of work and profession titles of the employee's shifts. */
export const createShiftDataResponse = z.object({
  placesOfWork: z.array(ref.extend({ customer: ref })),
  professionTitles: z.array(titleView),
});
export type CreateShiftDataResponse = z.infer<typeof createShiftDataResponse>;

// ── GET /v1/Calendar/{year}/{month} ─────────────────────────────────────────────────────────

export const calendarMonthParams = z
  .object({
    year: z.coerce
      .number({ error: m.invalidValue })
      .int({ error: m.wholeNumberRequired })
      .min(2000, { error: m.numberOutOfRange })
      .max(2100, { error: m.numberOutOfRange }),
    month: z.coerce
      .number({ error: m.invalidValue })
      .int({ error: m.wholeNumberRequired })
      .min(1, { error: m.numberOutOfRange })
      .max(12, { error: m.numberOutOfRange }),
  })
  .strict();

/**
 * One entry of the month: the employee's own wishes (1) and not-available periods (2), and the
 * shifts (4) and suggestions (3 suggested, 5 rejected) the calendar reads from their records.
 * `editable` is the screen's edit button ('Past events can not be edited').
 */
export const calendarItem = z.object({
  id: z.string(),
  type: calendarEventType,
  day: z.string(),
  start: isoInstant,
  end: isoInstant,
  title: z.string().nullable(),
  note: z.string().nullable(),
  shiftId: z.string().nullable(),
  editable: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItem>;
export const calendarMonthResponse = z.object({
  year: z.number().int(),
  month: z.number().int(),
  timeZone: z.string(),
  items: z.array(calendarItem),
});
export type CalendarMonthResponse = z.infer<typeof calendarMonthResponse>;
