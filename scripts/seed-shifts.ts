import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  AGENCY_TIME_ZONE,
  CUSTOMER_REPORTED_ENTRY,
  EMPLOYEE_REPORTED_ENTRY,
  poolFirstOpensAt,
  staffCalendarEvent,
  staffCollections,
  staffCustomer,
  staffPlaceOfWork,
  staffPool,
  staffProfessionTitle,
  staffShift,
  staffShiftFeedback,
  staffShiftSuggestion,
  type CustomerShiftState,
  type ShiftActorKind,
  type ShiftSuggestionTarget,
  type StaffShiftInput,
  type SuggestionRound,
} from '@vuoro/domain';

/**
 * The shifts and calendar of both sides, relative to `now` so the demo stays realistic on any
 * day. The employee side: the demo employee (Eero) has a past month of done shifts at three
 * places of work, the next four weeks of shifts (one with a time change to confirm, one with info
 * not yet read), open shifts, a single suggestion, a bundle and a rejected suggestion, and
 * calendar wishes and not-available days; the old-username employee (Ville) has a few shifts.
 * The customer side (issue 22): two customers with two places of work each, every shift carries
 * its order (`orderId`, `orderedBy`, `orderedAt`, suggestion target, `history`, `updatedAt`), and
 * each customer has shifts over the last month and the next four weeks in every customer state
 * (an unfilled one within 48 h, worked ones waiting for acceptance, a cancellation request, a
 * shift the customer recorded as worked), a pool for the Aurora kitchen, and feedback: one recent,
 * one 7 months old for the anonymising job. Document ids name the day offset, so a second run
 * (on any day) overwrites the same documents.
 */

export const EERO = { id: 'sp-eero-nieminen', name: 'Eero Nieminen' };
const VILLE = { id: 'sp-ville-vanha', name: 'Ville Vanha' };
/** Employees without a sign-in of their own: they work the customer side's shifts (their staff records are in ./seed.ts). */
export const OLENA = { id: 'sp-olena-kovalenko', name: 'Olena Kovalenko' };
export const IRYNA = { id: 'sp-iryna-bondarenko', name: 'Iryna Bondarenko' };
export const MIKKO = { id: 'sp-mikko-heikkinen', name: 'Mikko Heikkinen' };
export const SERHII = { id: 'sp-serhii-melnyk', name: 'Serhii Melnyk' };
export const LAURA = { id: 'sp-laura-makinen', name: 'Laura Mäkinen' };
/** The customer users who order (staff records in ./seed.ts). */
export const MARIA = { id: 'sp-maria-lehtonen', name: 'Maria Lehtonen' };
export const PEKKA = { id: 'sp-pekka-salonen', name: 'Pekka Salonen' };
export const ANTTI = { id: 'sp-antti-koskinen', name: 'Antti Koskinen' };

const customers = [
  // Aurora's contract asks for three days' notice; Pohjola's has the default (48 h).
  { id: 'hotelli-aurora', name: 'Hotelli Aurora Oy', cancellationNoticeHours: 72 },
  { id: 'pohjola-logistiikka', name: 'Logistiikka Pohjola Oy' },
  { id: 'ravintola-satama', name: 'Ravintola Satama' },
];
const places = {
  auroraKitchen: {
    id: 'pow-aurora-kitchen',
    name: 'Hotelli Aurora, keittiö',
    customerId: 'hotelli-aurora',
    address: 'Mannerheimintie 12',
    city: 'Helsinki',
    phone: '+358961504410',
  },
  auroraRooms: {
    id: 'pow-aurora-rooms',
    name: 'Hotelli Aurora, kerrossiivous',
    customerId: 'hotelli-aurora',
    address: 'Mannerheimintie 12',
    city: 'Helsinki',
    phone: '+358961504420',
  },
  pohjola: {
    id: 'pow-pohjola-warehouse',
    name: 'Pohjola, Vantaan varasto',
    customerId: 'pohjola-logistiikka',
    address: 'Tikkurilantie 140',
    city: 'Vantaa',
    phone: '+358987001200',
  },
  pohjolaKerava: {
    id: 'pow-pohjola-kerava',
    name: 'Pohjola, Keravan terminaali',
    customerId: 'pohjola-logistiikka',
    address: 'Alikeravantie 50',
    city: 'Kerava',
    phone: '+358927405500',
  },
  satama: {
    id: 'pow-satama',
    name: 'Ravintola Satama',
    customerId: 'ravintola-satama',
    address: 'Laivasillankatu 3',
    city: 'Helsinki',
    phone: '+35896221800',
  },
};
/** The titles in Finnish with their translations, which the employee and the customer read in their own language. */
export const titles = {
  cook: { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook', sv: 'Kock', uk: 'Кухар', ru: 'Повар' } },
  roomAttendant: {
    id: 'pt-room-attendant',
    name: 'Kerrossiivooja',
    names: { en: 'Room attendant', sv: 'Hotellstädare', uk: 'Прибиральник номерів', ru: 'Уборщик номеров' },
  },
  warehouse: {
    id: 'pt-warehouse',
    name: 'Varastotyöntekijä',
    names: { en: 'Warehouse worker', sv: 'Lagerarbetare', uk: 'Працівник складу', ru: 'Работник склада' },
  },
  waiter: { id: 'pt-waiter', name: 'Tarjoilija', names: { en: 'Waiter', sv: 'Servitör', uk: 'Офіціант', ru: 'Официант' } },
};

/** One kind of working day: where, as what, Helsinki clock times, lunch, who to ask. */
const work = {
  kitchen: {
    place: places.auroraKitchen,
    title: titles.cook,
    from: [7, 0],
    to: [15, 0],
    lunch: 30,
    contact: 'Keittiöpäällikkö Jari Mäkinen, 040 123 4567',
    agreement: 'Matkailu-, ravintola- ja vapaa-ajan palveluita koskeva TES',
    wage: 15.8,
  },
  rooms: {
    place: places.auroraRooms,
    title: titles.roomAttendant,
    from: [8, 0],
    to: [14, 30],
    lunch: 30,
    contact: 'Kerrosvastaava Sari Laine, 040 765 4321',
    agreement: 'Matkailu-, ravintola- ja vapaa-ajan palveluita koskeva TES',
    wage: 13.9,
  },
  warehouse: {
    place: places.pohjola,
    title: titles.warehouse,
    from: [14, 0],
    to: [22, 0],
    lunch: 30,
    contact: 'Vuoroesimies Mikko Heino, 050 111 2233',
    agreement: 'Auto- ja kuljetusalan työntekijöitä koskeva TES',
    wage: 16.2,
  },
  terminal: {
    place: places.pohjolaKerava,
    title: titles.warehouse,
    from: [6, 0],
    to: [14, 0],
    lunch: 30,
    contact: 'Terminaaliesimies Hanna Rinne, 050 222 3344',
    agreement: 'Auto- ja kuljetusalan työntekijöitä koskeva TES',
    wage: 16.2,
  },
  restaurant: {
    place: places.satama,
    title: titles.waiter,
    from: [16, 0],
    to: [23, 30],
    lunch: 0,
    contact: 'Salivastaava Noora Vainio, 044 555 6677',
    agreement: 'Matkailu-, ravintola- ja vapaa-ajan palveluita koskeva TES',
    wage: 14.6,
  },
} as const;
type Work = (typeof work)[keyof typeof work];

const customerOf = (w: Work) => customers.find((c) => c.id === w.place.customerId)!;

/** The instant of a Helsinki clock time `days` calendar days from `now`'s Helsinki day. */
function at(now: Date, days: number, [hours, minutes]: readonly [number, number]): Date {
  const day = addDays(new TZDate(now.getTime(), AGENCY_TIME_ZONE), days);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, AGENCY_TIME_ZONE).getTime());
}

function shiftOn(now: Date, id: string, days: number, w: Work, over: Partial<StaffShiftInput> = {}): StaffShiftInput {
  const start = at(now, days, w.from);
  const end = at(now, days + (w.to[0] < w.from[0] ? 1 : 0), w.to);
  return {
    id,
    date: at(now, days, [0, 0]),
    start,
    end,
    placeOfWork: { id: w.place.id, name: w.place.name },
    professionTitle: w.title,
    customer: customerOf(w),
    lunchBreak: w.lunch,
    contactPerson: w.contact,
    collectiveAgreement: w.agreement,
    worktimeFormat: 'periodWork',
    wageEstimate: w.wage,
    employee: EERO,
    state: days < 0 ? (days < -14 ? 'accepted' : 'filled') : 'filled',
    ...over,
  };
}

/** Eero's past month: 18 done shifts at three places of work; the latest kitchen day he recorded himself. */
const PAST: [number, Work][] = [
  [-29, work.kitchen],
  [-28, work.kitchen],
  [-27, work.warehouse],
  [-25, work.restaurant],
  [-22, work.kitchen],
  [-21, work.warehouse],
  [-20, work.warehouse],
  [-18, work.restaurant],
  [-15, work.kitchen],
  [-14, work.kitchen],
  [-13, work.warehouse],
  [-11, work.restaurant],
  [-8, work.kitchen],
  [-7, work.warehouse],
  [-6, work.warehouse],
  [-4, work.restaurant],
  [-2, work.kitchen],
  [-1, work.kitchen],
];
/** Eero's next four weeks. */
const UPCOMING: [number, Work][] = [
  [1, work.kitchen],
  [2, work.kitchen],
  [3, work.warehouse],
  [6, work.restaurant],
  [8, work.kitchen],
  [9, work.warehouse],
  [10, work.warehouse],
  [13, work.restaurant],
  [15, work.kitchen],
  [16, work.kitchen],
  [17, work.warehouse],
  [20, work.restaurant],
  [22, work.kitchen],
  [23, work.warehouse],
  [24, work.warehouse],
  [27, work.restaurant],
];

// ── Orders: who ordered a shift, whom it was suggested to, and the steps it went through ──────

type Actor = { kind: ShiftActorKind; name: string | null };
const DESK: Actor = { kind: 'agency', name: 'Reija Rekrytoija' };
/** Who orders each customer's shifts; Satama orders by phone, so the desk records its orders. */
const orderers: Record<string, { id: string; name: string } | null> = {
  'hotelli-aurora': MARIA,
  'pohjola-logistiikka': ANTTI,
  'ravintola-satama': null,
};

/** What a seeded shift's order says beyond its state; defaults fit a shift the desk filled from all suitable. */
interface OrderDetails {
  orderId?: string;
  orderedBy?: { id: string; name: string } | null;
  orderedAt?: Date;
  target?: ShiftSuggestionTarget;
  round?: SuggestionRound;
  /** The customer's reason for a cancellation (request), or the desk's note on an undone shift. */
  reason?: string;
  billable?: boolean;
  updatedAt?: Date;
}

interface Step {
  state: CustomerShiftState;
  by: Actor;
  note?: string;
  /** Taken after the shift ended (acceptance, invoicing); the others between the order and the start. */
  afterEnd?: boolean;
}

/** The steps after `new` that lead a shift to its state. */
function stepsTo(state: CustomerShiftState, worker: Actor, customer: Actor, reason: string | undefined): Step[] {
  const processing: Step = { state: 'inProcessing', by: DESK };
  const filled: Step = { state: 'filled', by: worker };
  const accepted: Step = { state: 'accepted', by: customer, afterEnd: true };
  const requested: Step = { state: 'requestedForCancellation', by: customer, note: reason };
  switch (state) {
    case 'new':
      return [];
    case 'inProcessing':
      return [processing];
    case 'waitingForEmployeeSelection':
      return [processing, { state, by: DESK, note: 'Asiakas valitsee tarjotuista työntekijöistä.' }];
    case 'filled':
      return [processing, filled];
    case 'accepted':
      return [processing, filled, accepted];
    case 'requestedForCancellation':
      return [processing, filled, requested];
    case 'cancelled':
      return [processing, { state, by: customer, note: reason }];
    case 'billed':
      return [processing, filled, accepted, { state, by: DESK, afterEnd: true }];
    case 'willNotBeCharged':
      return [processing, filled, requested, { state, by: DESK, note: 'Peruttu ajoissa, ei laskuteta.' }];
    case 'undone':
      return [processing, filled, { state, by: DESK, note: reason }];
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A shift with its order and history: ordered ten days before its start (at the latest a day
 * before `now`), the steps before the start spread evenly from the order to the start (or
 * `now`), acceptance and invoicing a day apart after the end. A shift recorded as worked (by the
 * employee or the customer) has a single step, `new`, by whoever recorded it.
 */
function ordered(now: Date, s: StaffShiftInput, o: OrderDetails = {}): StaffShiftInput {
  const start = s.start as Date;
  const end = s.end as Date;
  const state = s.state ?? 'new';
  const orderer = o.orderedBy !== undefined ? o.orderedBy : (orderers[s.customer.id] ?? null);
  const customer: Actor = orderer ? { kind: 'customer', name: orderer.name } : DESK;
  if (s.entryType) {
    const at = new Date(Math.min(end.getTime() + 2 * HOUR, now.getTime() - HOUR));
    const by: Actor = s.entryType === EMPLOYEE_REPORTED_ENTRY ? { kind: 'employee', name: s.employee?.name ?? null } : customer;
    const recordedBy = s.entryType === CUSTOMER_REPORTED_ENTRY ? orderer : null;
    return {
      ...s,
      orderId: null,
      orderedBy: recordedBy,
      orderedAt: recordedBy ? at : null,
      history: [{ state: 'new', at, by, note: null }],
      updatedAt: at,
    };
  }
  const orderedAt = o.orderedAt ?? new Date(Math.min(start.getTime() - 10 * DAY, now.getTime() - DAY - 2 * HOUR));
  const worker: Actor = s.employee ? { kind: 'employee', name: s.employee.name } : DESK;
  const steps = stepsTo(state, worker, customer, o.reason);
  const before = steps.filter((st) => !st.afterEnd);
  const cutoff = Math.min(start.getTime(), now.getTime()) - 30 * 60_000;
  const gap = (cutoff - orderedAt.getTime()) / (before.length + 1);
  const after = steps.filter((st) => st.afterEnd);
  const afterAt = (i: number) => new Date(Math.min(end.getTime() + (i + 1) * DAY, now.getTime() - (after.length - i) * HOUR));
  const history = [
    { state: 'new' as const, at: orderedAt, by: customer, note: null },
    ...before.map((st, i) => ({
      state: st.state,
      at: new Date(orderedAt.getTime() + (i + 1) * gap),
      by: st.by,
      note: st.note ?? null,
    })),
    ...after.map((st, i) => ({ state: st.state, at: afterAt(i), by: st.by, note: st.note ?? null })),
  ];
  const acceptedStep = history.find((h) => h.state === 'accepted');
  const cancelled = ['cancelled', 'requestedForCancellation', 'willNotBeCharged'].includes(state);
  const target = o.target ?? { target: 'allSuitable' };
  return {
    ...s,
    orderId: o.orderId ?? `order-${s.id.replace(/^shift-/, '')}`,
    orderedBy: orderer,
    orderedAt,
    suggestionTarget: target,
    suggestionRound: o.round ?? (target.target === 'poolFirstThenAllSuitable' ? 'pool' : target.target),
    ...(cancelled ? { cancellationReason: o.reason ?? null, cancellationBillable: o.billable ?? false } : {}),
    ...(acceptedStep ? { acceptedAt: acceptedStep.at, acceptedBy: orderer } : {}),
    history,
    updatedAt: o.updatedAt ?? history.at(-1)!.at,
  };
}

/** The pool of the Aurora kitchen: Eero, Olena and the passive Laura (who gets no offers). */
export const auroraKitchenPool = {
  id: 'pool-aurora-kitchen',
  name: 'Keittiön vakiotekijät',
  customerId: 'hotelli-aurora',
  placeOfWorkId: places.auroraKitchen.id,
  employeeIds: [EERO.id, OLENA.id, LAURA.id],
};
const toPool = { target: 'pool', poolId: auroraKitchenPool.id } as const;
const poolFirst = { target: 'poolFirstThenAllSuitable', poolId: auroraKitchenPool.id } as const;
const selected = (...people: { id: string }[]) => ({
  target: 'selectedEmployees' as const,
  employeeIds: people.map((p) => p.id),
});

type CustomerSeed = [id: string, days: number, w: Work, state: CustomerShiftState, employee: { id: string; name: string } | null];
interface CustomerSeedExtra {
  shift?: Partial<StaffShiftInput>;
  order?: OrderDetails;
  /** Employees with a suggestion of the shift waiting (`staffShiftSuggestions`). */
  suggestedTo?: { id: string }[];
}

/**
 * The customers' own shifts, worked by employees other than Eero, so the employee side's lists
 * (and the tests reading them) stay as they are. Every customer state for both customers.
 */
function customerShiftSeeds(now: Date): [CustomerSeed, CustomerSeedExtra][] {
  const poolOrder: OrderDetails = {
    orderId: 'order-aurora-kitchen-pool',
    orderedBy: PEKKA,
    orderedAt: new Date(now.getTime() - 3 * HOUR),
    target: poolFirst,
  };
  return [
    // Hotelli Aurora
    [['shift-aurora-old-feedback', -213, work.kitchen, 'billed', OLENA], {}],
    [['shift-aurora-billed--26', -26, work.kitchen, 'billed', OLENA], {}],
    [
      ['shift-aurora-not-charged--19', -19, work.rooms, 'willNotBeCharged', IRYNA],
      { order: { reason: 'Kerros suljettu vesivahingon vuoksi.' } },
    ],
    [['shift-aurora-cancelled--12', -12, work.rooms, 'cancelled', null], { order: { reason: 'Ryhmävaraus peruttiin.' } }],
    [['shift-aurora-accepted--10', -10, work.rooms, 'accepted', IRYNA], {}],
    [
      ['shift-aurora-entry--4', -4, work.kitchen, 'new', null],
      {
        shift: {
          entryType: CUSTOMER_REPORTED_ENTRY,
          workerName: 'Leena Aalto',
          internal: true,
          notes: 'Oma työntekijä tuurasi sairastunutta kokkia.',
        },
      },
    ],
    [['shift-aurora-filled--3', -3, work.rooms, 'filled', IRYNA], {}],
    // Unfilled and starting within 48 hours: the alert on top of the customer's list.
    [['shift-aurora-unfilled-1', 1, work.rooms, 'inProcessing', null], { suggestedTo: [IRYNA] }],
    [
      ['shift-aurora-cancel-request-4', 4, work.kitchen, 'requestedForCancellation', OLENA],
      { order: { target: toPool, reason: 'Juhlatilaisuus siirtyi keväälle.' } },
    ],
    [
      ['shift-aurora-undone-6', 6, work.kitchen, 'undone', null],
      { order: { target: toPool, reason: 'Työntekijä sairastui; vuoro täytetään uudelleen.' } },
    ],
    [
      ['shift-aurora-waiting-8', 8, work.rooms, 'waitingForEmployeeSelection', null],
      { order: { target: selected(IRYNA) }, suggestedTo: [IRYNA] },
    ],
    // One order of two days, to the kitchen's pool first; it opens to all suitable later.
    [['shift-aurora-order-9', 9, work.kitchen, 'new', null], { order: poolOrder, suggestedTo: [OLENA] }],
    [['shift-aurora-order-10', 10, work.kitchen, 'new', null], { order: poolOrder, suggestedTo: [OLENA] }],
    [['shift-aurora-cancelled-12', 12, work.kitchen, 'cancelled', null], { order: { reason: 'Tilattu väärälle päivälle.' } }],
    [['shift-aurora-processing-18', 18, work.rooms, 'inProcessing', null], { suggestedTo: [IRYNA] }],
    [['shift-aurora-filled-20', 20, work.kitchen, 'filled', OLENA], { order: { target: toPool } }],
    // Logistiikka Pohjola
    [['shift-pohjola-billed--27', -27, work.terminal, 'billed', MIKKO], {}],
    [['shift-pohjola-accepted--20', -20, work.terminal, 'accepted', SERHII], {}],
    [
      ['shift-pohjola-not-charged--10', -10, work.terminal, 'willNotBeCharged', MIKKO],
      { order: { reason: 'Rekka myöhästyi päivällä.' } },
    ],
    [['shift-pohjola-undone--6', -6, work.terminal, 'undone', null], { order: { reason: 'Työntekijä ei saapunut vuoroon.' } }],
    [['shift-pohjola-filled--5', -5, work.terminal, 'filled', SERHII], {}],
    [['shift-pohjola-cancelled--2', -2, work.terminal, 'cancelled', null], { order: { reason: 'Kuorma peruttiin.' } }],
    [
      ['shift-pohjola-cancel-request-3', 3, work.terminal, 'requestedForCancellation', SERHII],
      { order: { reason: 'Inventaario siirtyi.' } },
    ],
    [['shift-pohjola-new-7', 7, work.terminal, 'new', null], { order: { target: selected(MIKKO) }, suggestedTo: [MIKKO] }],
    [['shift-pohjola-filled-9', 9, work.terminal, 'filled', MIKKO], {}],
    [
      ['shift-pohjola-waiting-14', 14, work.terminal, 'waitingForEmployeeSelection', null],
      { order: { target: selected(MIKKO, SERHII) }, suggestedTo: [MIKKO, SERHII] },
    ],
    [['shift-pohjola-processing-21', 21, work.terminal, 'inProcessing', null], { suggestedTo: [MIKKO, SERHII] }],
  ];
}

function customerShifts(now: Date): StaffShiftInput[] {
  return customerShiftSeeds(now).map(([[id, d, w, state, employee], extra]) => {
    const s = shiftOn(now, id, d, w, { employee, state, ...extra.shift });
    const order = { ...extra.order };
    if (order.target?.target === 'poolFirstThenAllSuitable' && order.orderedAt) {
      return { ...ordered(now, s, order), openToAllAt: poolFirstOpensAt(order.orderedAt, s.start as Date) };
    }
    return ordered(now, s, order);
  });
}

export function shiftSeeds(now: Date): StaffShiftInput[] {
  const eero = [
    ...PAST.map(([d, w]) =>
      shiftOn(
        now,
        `shift-eero-${d}`,
        d,
        w,
        d === -1 ? { entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new', personalNotes: 'Tuuraus, kirjattu itse.' } : {},
      ),
    ),
    ...UPCOMING.map(([d, w]) => {
      const id = `shift-eero-${d}`;
      if (d === 2) {
        // The customer moved the start an hour later: waits for Eero's confirmation.
        const original = shiftOn(now, id, d, w);
        return {
          ...original,
          originalStart: original.start,
          originalEnd: original.end,
          start: at(now, d, [w.from[0] + 1, w.from[1]]),
          end: at(now, d, [w.to[0] + 1, w.to[1]]),
          timeChange: 'pendingConfirmation' as const,
        };
      }
      if (d === 3)
        return shiftOn(now, id, d, w, {
          infoToEmployee: 'Käytä lastauslaiturin ovea B. Turvakengät ja heijastinliivi mukaan; kulkukortti vartijalta.',
        });
      if (d === 8)
        return shiftOn(now, id, d, w, {
          infoToEmployee: 'Aamupalavuoro: aloitus kylmäkeittiössä.',
          infoReadAt: at(now, -1, [18, 12]),
        });
      return shiftOn(now, id, d, w);
    }),
  ];
  const unassigned = { employee: null, state: 'inProcessing' as const };
  const offered = [
    // Open shifts: anyone suitable may book; the first takes it.
    shiftOn(now, 'shift-open-4', 4, work.rooms, { ...unassigned, open: true }),
    shiftOn(now, 'shift-open-11', 11, work.restaurant, { ...unassigned, open: true }),
    shiftOn(now, 'shift-open-19', 19, work.warehouse, { ...unassigned, open: true }),
    // Suggested to Eero: one shift, a three-day bundle, and one he rejected.
    shiftOn(now, 'shift-suggested-5', 5, work.kitchen, unassigned),
    ...[12, 13, 14].map((d) =>
      shiftOn(now, `shift-bundle-${d}`, d, work.rooms, {
        ...unassigned,
        bundledShifts: [12, 13, 14].filter((o) => o !== d).map((o) => `shift-bundle-${o}`),
      }),
    ),
    shiftOn(now, 'shift-rejected-7', 7, work.warehouse, unassigned),
  ];
  const ville = [-9, -5, -3, 4, 11].map((d) => shiftOn(now, `shift-ville-${d}`, d, work.warehouse, { employee: VILLE }));
  // The offers to Eero were ordered as suggestions to him; the open ones to all suitable.
  const toEero = new Set(['shift-suggested-5', 'shift-bundle-12', 'shift-bundle-13', 'shift-bundle-14', 'shift-rejected-7']);
  return [
    // The time change to Eero's day-2 shift was the last change to it.
    ...[...eero, ...ville].map((s) => ordered(now, s, s.timeChange ? { updatedAt: new Date(now.getTime() - 2 * HOUR) } : {})),
    ...offered.map((s) => ordered(now, s, toEero.has(s.id) ? { target: selected(EERO) } : {})),
    ...customerShifts(now),
  ];
}

export function suggestionSeeds(now: Date): z.input<typeof staffShiftSuggestion>[] {
  const span = (days: number[], w: Work) => ({ start: at(now, days[0]!, w.from), end: at(now, days.at(-1)!, w.to) });
  const base = { employeeId: EERO.id, suggestedAt: at(now, -2, [9, 30]) };
  return [
    { ...base, id: 'suggestion-eero-5', kind: 'single', shiftIds: ['shift-suggested-5'], ...span([5], work.kitchen) },
    {
      ...base,
      id: 'bundle-eero-12',
      kind: 'bundle',
      shiftIds: ['shift-bundle-12', 'shift-bundle-13', 'shift-bundle-14'],
      ...span([12, 13, 14], work.rooms),
    },
    {
      ...base,
      id: 'suggestion-eero-7',
      kind: 'single',
      shiftIds: ['shift-rejected-7'],
      state: 'rejected',
      answeredAt: at(now, -1, [20, 0]),
      ...span([7], work.warehouse),
    },
  ];
}

/** The suggestions of the customer side's unfilled orders, one per employee (id `<shiftId>_<employeeId>`, as the API writes them). */
function customerSuggestionSeeds(now: Date): z.input<typeof staffShiftSuggestion>[] {
  const byId = new Map(customerShifts(now).map((s) => [s.id, s]));
  return customerShiftSeeds(now).flatMap(([[id], extra]) =>
    (extra.suggestedTo ?? []).map((e) => {
      const s = byId.get(id)!;
      return {
        id: `${id}_${e.id}`,
        employeeId: e.id,
        kind: 'single' as const,
        shiftIds: [id],
        start: s.start,
        end: s.end,
        suggestedAt: s.orderedAt!,
      };
    }),
  );
}

/** Feedback: a recent one on Eero's kitchen shift, and one given 7 months ago that the daily job anonymises. */
export function feedbackSeeds(now: Date): z.input<typeof staffShiftFeedback>[] {
  const aurora = { id: places.auroraKitchen.id, name: places.auroraKitchen.name };
  return [
    {
      id: 'shift-eero--15',
      shiftId: 'shift-eero--15',
      customerId: 'hotelli-aurora',
      placeOfWork: aurora,
      shiftStart: at(now, -15, work.kitchen.from),
      rating: 5,
      message: 'Eero hoiti aamiaislinjaston reippaasti, tervetuloa uudelleen.',
      email: 'maria.lehtonen@demo.vuoro.fi',
      author: MARIA,
      employee: EERO,
      created: at(now, -14, [10, 15]),
      anonymisedAt: null,
    },
    {
      id: 'shift-aurora-old-feedback',
      shiftId: 'shift-aurora-old-feedback',
      customerId: 'hotelli-aurora',
      placeOfWork: aurora,
      shiftStart: at(now, -213, work.kitchen.from),
      rating: 4,
      message: 'Hyvä työpanos, mutta vuoro alkoi vartin myöhässä.',
      email: 'maria.lehtonen@demo.vuoro.fi',
      author: MARIA,
      employee: OLENA,
      created: at(now, -212, [9, 0]),
      anonymisedAt: null,
    },
  ];
}

export function calendarEventSeeds(now: Date): z.input<typeof staffCalendarEvent>[] {
  const event = (id: string, type: 1 | 2, from: number, to: number, note: string | null, title: string | null = null) => ({
    id,
    employeeId: EERO.id,
    type,
    start: at(now, from, [0, 0]),
    end: at(now, to + 1, [0, 0]),
    title,
    note,
    created: at(now, -3, [12, 0]),
  });
  return [
    event('event-eero-wish-18', 1, 18, 18, 'Aamuvuoro käy', 'Toive: vuoro'),
    event('event-eero-wish-25', 1, 25, 25, null, 'Toive: vuoro'),
    event('event-eero-na-21', 2, 21, 21, 'Lääkäri'),
    event('event-eero-na-26', 2, 26, 27, 'Mökkiviikonloppu'),
    event('event-eero-na--10', 2, -10, -10, null),
  ];
}

/** Writes each document parsed by its schema, without its `id` field. */
async function write<S extends z.ZodType<{ id: string }>>(
  db: Firestore,
  collection: string,
  schema: S,
  docs: readonly z.input<S>[],
) {
  const batch = db.batch();
  for (const doc of docs) {
    const { id, ...data } = schema.parse(doc) as { id: string } & Record<string, unknown>;
    batch.set(db.collection(collection).doc(id), data);
  }
  await batch.commit();
  return docs.length;
}

export async function seedShifts(db: Firestore, now: Date): Promise<Record<string, number>> {
  return {
    customers: await write(db, staffCollections.customers, staffCustomer, customers),
    placesOfWork: await write(db, staffCollections.placesOfWork, staffPlaceOfWork, Object.values(places)),
    professionTitles: await write(db, staffCollections.professionTitles, staffProfessionTitle, Object.values(titles)),
    shifts: await write(db, staffCollections.shifts, staffShift, shiftSeeds(now)),
    shiftSuggestions: await write(db, staffCollections.shiftSuggestions, staffShiftSuggestion, [
      ...suggestionSeeds(now),
      ...customerSuggestionSeeds(now),
    ]),
    pools: await write(db, staffCollections.pools, staffPool, [auroraKitchenPool]),
    shiftFeedback: await write(db, staffCollections.shiftFeedback, staffShiftFeedback, feedbackSeeds(now)),
    calendarEvents: await write(db, staffCollections.calendarEvents, staffCalendarEvent, calendarEventSeeds(now)),
  };
}
