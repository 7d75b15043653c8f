import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  AGENCY_TIME_ZONE,
  EMPLOYEE_REPORTED_ENTRY,
  staffCalendarEvent,
  staffCollections,
  staffCustomer,
  staffPlaceOfWork,
  staffProfessionTitle,
  staffShift,
  staffShiftSuggestion,
  type StaffShiftInput,
} from '@vuoro/domain';

/**
 * The employee side's shifts and calendar, relative to `now` so the demo stays realistic on any
 * day: the demo employee (Eero) has a past month of done shifts at three places of work, the next
 * four weeks of shifts (one with a time change to confirm, one with info not yet read), open
 * shifts, a single suggestion, a bundle and a rejected suggestion, and calendar wishes and
 * not-available days; the old-username employee (Ville) has a few shifts. Document ids name the
 * day offset, so a second run (on any day) overwrites the same documents.
 */

const EERO = { id: 'sp-eero-nieminen', name: 'Eero Nieminen' };
const VILLE = { id: 'sp-ville-vanha', name: 'Ville Vanha' };

const customers = [
  { id: 'hotelli-aurora', name: 'Hotelli Aurora Oy' },
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
  },
  auroraRooms: {
    id: 'pow-aurora-rooms',
    name: 'Hotelli Aurora, kerrossiivous',
    customerId: 'hotelli-aurora',
    address: 'Mannerheimintie 12',
    city: 'Helsinki',
  },
  pohjola: {
    id: 'pow-pohjola-warehouse',
    name: 'Pohjola, Vantaan varasto',
    customerId: 'pohjola-logistiikka',
    address: 'Tikkurilantie 140',
    city: 'Vantaa',
  },
  satama: {
    id: 'pow-satama',
    name: 'Ravintola Satama',
    customerId: 'ravintola-satama',
    address: 'Laivasillankatu 3',
    city: 'Helsinki',
  },
};
const titles = {
  cook: { id: 'pt-cook', name: 'Kokki' },
  roomAttendant: { id: 'pt-room-attendant', name: 'Kerrossiivooja' },
  warehouse: { id: 'pt-warehouse', name: 'Varastotyöntekijä' },
  waiter: { id: 'pt-waiter', name: 'Tarjoilija' },
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
    worktimeFormat: 'Jaksotyö',
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
  return [...eero, ...offered, ...ville];
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
    shiftSuggestions: await write(db, staffCollections.shiftSuggestions, staffShiftSuggestion, suggestionSeeds(now)),
    calendarEvents: await write(db, staffCollections.calendarEvents, staffCalendarEvent, calendarEventSeeds(now)),
  };
}
