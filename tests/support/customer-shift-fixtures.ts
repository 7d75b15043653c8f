import { type z } from 'zod';
import {
  agencyDay,
  agencyInstant,
  addAgencyDays,
  staffCollections,
  staffCustomer,
  staffPlaceOfWork,
  staffPool,
  staffProfessionTitle,
  type StaffShiftInput,
  type TitleView,
} from '@vuoro/domain';
import { adminDb } from './admin';
import { caller, putPerson, putShift, type Caller } from './staff-shifts';

/**
 * The customer side of the shift fixtures (./staff-shifts.ts): two customers of one customer user
 * and a customer of another, their places of work, profession titles and pools, written with the
 * Admin SDK as the desk and the seed store them. Shifts are placed by Helsinki day and H.mm time.
 */

const write = async <S extends z.ZodType>(collection: string, schema: S, doc: z.input<S> & { id: string }) => {
  const { id, ...data } = schema.parse(doc) as { id: string };
  await adminDb.collection(collection).doc(id).set(data);
};

export const AURORA = { id: 'c-aurora', name: 'Hotelli Aurora' };
export const BOREA = { id: 'c-borea', name: 'Borea Oy' };
export const OTHER = { id: 'c-other', name: 'Muu Oy' };

export const KITCHEN = { id: 'pow-kitchen', name: 'Keittiö' };
export const LOBBY = { id: 'pow-lobby', name: 'Aula' };
export const STORE = { id: 'pow-store', name: 'Varasto' };
export const OTHER_PLACE = { id: 'pow-other', name: 'Muu paikka' };

/** A title with translations (the customer and employee read their own language's), and two with none. */
type Title = { id: string; name: string; names: TitleView['names'] };
export const COOK: Title = { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook', uk: 'Кухар' } };
export const WAITER: Title = { id: 'pt-waiter', name: 'Tarjoilija', names: {} };
export const CLEANER: Title = { id: 'pt-cleaner', name: 'Siivooja', names: {} };

/** The customers, places, titles and pools every customer test starts from. */
export async function putCustomerWorld(): Promise<void> {
  await Promise.all([
    write(staffCollections.customers, staffCustomer, { ...AURORA, cancellationNoticeHours: 24 }),
    write(staffCollections.customers, staffCustomer, BOREA),
    write(staffCollections.customers, staffCustomer, OTHER),
    write(staffCollections.placesOfWork, staffPlaceOfWork, {
      ...KITCHEN,
      customerId: AURORA.id,
      address: 'Rantakatu 1',
      city: 'Turku',
      phone: '+358 2 123 4567',
    }),
    write(staffCollections.placesOfWork, staffPlaceOfWork, { ...LOBBY, customerId: AURORA.id }),
    write(staffCollections.placesOfWork, staffPlaceOfWork, { ...STORE, customerId: BOREA.id, city: 'Vantaa' }),
    write(staffCollections.placesOfWork, staffPlaceOfWork, { ...OTHER_PLACE, customerId: OTHER.id }),
    ...[COOK, WAITER, CLEANER].map((t) => write(staffCollections.professionTitles, staffProfessionTitle, t)),
    write(staffCollections.pools, staffPool, {
      id: 'pool-kitchen',
      name: 'Keittiön vakiot',
      customerId: AURORA.id,
      placeOfWorkId: KITCHEN.id,
      employeeIds: ['sp-eero', 'sp-passive'],
    }),
    write(staffCollections.pools, staffPool, {
      id: 'pool-other',
      name: 'Muun porukka',
      customerId: OTHER.id,
      placeOfWorkId: OTHER_PLACE.id,
      employeeIds: ['sp-liisa'],
    }),
  ]);
}

export const EERO = { id: 'sp-eero', name: 'Eero Esimerkki' };
export const LIISA = { id: 'sp-liisa', name: 'Liisa Laine' };

/**
 * The customer users of the tests: Asta (Aurora and Borea, may edit shifts), Ville (Aurora only,
 * may not) and Olli (the other customer).
 */
export interface CustomerCallers {
  asta: Caller;
  ville: Caller;
  olli: Caller;
}

/** The customer users' accounts, with the claims their staff records grant (`putCustomerUsers`). */
export async function customerCallers(prefix: string): Promise<CustomerCallers> {
  return {
    asta: await caller(`${prefix}-asta`, { customerIds: [AURORA.id, BOREA.id], canEditShifts: true }),
    ville: await caller(`${prefix}-ville`, { customerIds: [AURORA.id] }),
    olli: await caller(`${prefix}-olli`, { customerIds: [OTHER.id] }),
  };
}

/** The customer users' staff records (write them again after clearing Firestore). */
export const putCustomerUsers = ({ asta, ville, olli }: CustomerCallers) =>
  Promise.all([
    putCustomerUser('sp-asta', asta, [AURORA.id, BOREA.id], { canEditShifts: true }),
    putCustomerUser('sp-ville', ville, [AURORA.id]),
    putCustomerUser('sp-olli', olli, [OTHER.id]),
  ]);

/** A customer user's staff record linked to an account (no employee status). */
const putCustomerUser = (
  id: string,
  account: { user: { uid: string; email: string } },
  customerIds: string[],
  over: { canEditShifts?: boolean; firstName?: string; lastName?: string } = {},
) =>
  putPerson(id, {
    firebaseUid: account.user.uid,
    email: account.user.email,
    employee: false,
    customerIds,
    canEditShifts: over.canEditShifts ?? false,
    firstName: over.firstName ?? 'Asiakas',
    lastName: over.lastName ?? id,
  });

/** An employee's staff record (active, with these titles) without an account. */
export const putEmployee = (
  id: string,
  name: [string, string],
  titleIds: string[],
  over: { status?: 'active' | 'passive' } = {},
) => putPerson(id, { firstName: name[0], lastName: name[1], employee: true, professionTitleIds: titleIds, ...over });

/** The Helsinki day `days` from today, `yyyy-MM-dd`. */
export const dayFromToday = (days: number): string => agencyDay(addAgencyDays(new Date(), days));

/** The UTC instant of a Helsinki day and H.mm time, as the wire carries it. */
export const at = (day: string, clock: string, dayOffset = 0): string => agencyInstant(day, clock, dayOffset)!.toISOString();

/**
 * A shift of a customer at a place, on a Helsinki day from `start` to `end` (H.mm; an end not after
 * the start is the next morning), unfilled (`new`) unless it has an employee (`filled`) or a state.
 */
export function putCustomerShift(
  id: string,
  where: { customer: { id: string; name: string }; place: { id: string; name: string } },
  time: { day: string; start: string; end: string },
  over: Partial<StaffShiftInput> = {},
) {
  const overMidnight = time.end.padStart(5, '0') <= time.start.padStart(5, '0');
  const employee = over.employee ?? null;
  return putShift(id, employee?.id ?? null, at(time.day, time.start), at(time.day, time.end, overMidnight ? 1 : 0), {
    customer: where.customer,
    placeOfWork: where.place,
    state: employee ? 'filled' : 'new',
    ...over,
  });
}
