import { agencyDay, staffCollections, staffShift, type StaffShift } from '@vuoro/domain';
import { adminDb } from './admin';
import { deleteTestUsers } from './auth';
import { clearFirestore } from './emulators';
import { caller, putPerson, type Caller } from './staff-shifts';

/**
 * Fixtures of the customer's shift routes (issue 22): two customers with a place each, the cook
 * title, two employees who are cooks, a customer user who may edit shifts (Anna) and one who may
 * not (Ville), a pool of Eero at the kitchen, and a talent. Real accounts and staff records; the
 * shifts a test needs it writes itself (`putShift` of ./staff-shifts.ts, customer `c-aurora`).
 */
export interface CustomerCast {
  eero: Caller;
  liisa: Caller;
  anna: Caller;
  ville: Caller;
  talent: Caller;
}

export async function makeCast(prefix: string): Promise<CustomerCast> {
  await clearFirestore();
  return {
    eero: await caller(`${prefix}-eero`, { employee: true }),
    liisa: await caller(`${prefix}-liisa`, { employee: true }),
    anna: await caller(`${prefix}-anna`, { customerIds: ['c-aurora'], canEditShifts: true }),
    ville: await caller(`${prefix}-ville`, { customerIds: ['c-aurora'] }),
    talent: await caller(`${prefix}-talent`, {}),
  };
}

export const dropCast = (cast: CustomerCast) => deleteTestUsers(Object.values(cast).map((c) => c.user.uid));

/** Clears Firestore and writes the customers, places, title, people and pool. */
export async function putWorld(cast: CustomerCast, noticeHours?: number) {
  await clearFirestore();
  const set = (collection: string, id: string, data: object) => adminDb.collection(collection).doc(id).set(data);
  await Promise.all([
    set(staffCollections.customers, 'c-aurora', {
      name: 'Hotelli Aurora',
      ...(noticeHours === undefined ? {} : { cancellationNoticeHours: noticeHours }),
    }),
    set(staffCollections.customers, 'c-other', { name: 'Muu Oy' }),
    set(staffCollections.placesOfWork, 'pow-kitchen', { name: 'Keittiö', customerId: 'c-aurora' }),
    set(staffCollections.placesOfWork, 'pow-other', { name: 'Muu keittiö', customerId: 'c-other' }),
    set(staffCollections.professionTitles, 'pt-cook', { name: 'Kokki' }),
    set(staffCollections.pools, 'pool-kitchen', {
      name: 'Vakiot',
      customerId: 'c-aurora',
      placeOfWorkId: 'pow-kitchen',
      employeeIds: ['sp-eero'],
    }),
    set(staffCollections.pools, 'pool-other', {
      name: 'Muut',
      customerId: 'c-other',
      placeOfWorkId: 'pow-other',
      employeeIds: [],
    }),
    putPerson('sp-eero', {
      firebaseUid: cast.eero.user.uid,
      email: cast.eero.user.email,
      firstName: 'Eero',
      lastName: 'Esimerkki',
      professionTitleIds: ['pt-cook'],
    }),
    putPerson('sp-liisa', {
      firebaseUid: cast.liisa.user.uid,
      email: cast.liisa.user.email,
      firstName: 'Liisa',
      lastName: 'Laine',
      professionTitleIds: ['pt-cook'],
    }),
    putPerson('sp-anna', {
      firebaseUid: cast.anna.user.uid,
      email: cast.anna.user.email,
      firstName: 'Anna',
      lastName: 'Asiakas',
      employee: false,
      customerIds: ['c-aurora'],
      canEditShifts: true,
    }),
    putPerson('sp-ville', {
      firebaseUid: cast.ville.user.uid,
      email: cast.ville.user.email,
      firstName: 'Ville',
      lastName: 'Vierailija',
      employee: false,
      customerIds: ['c-aurora'],
    }),
  ]);
}

/** The stored shift. */
export async function storedShift(id: string): Promise<StaffShift> {
  const snap = await adminDb.collection(staffCollections.shifts).doc(id).get();
  return staffShift.parse({ id, ...snap.data() });
}

/** The Helsinki day `days` from now (`yyyy-MM-dd`). */
export const dayFromNow = (days: number) => agencyDay(new Date(Date.now() + days * 86_400_000));

/** An order form for the kitchen's cook `days` from now, 8–16, for selected Eero unless said. */
export const orderForm = (days: number, over: Record<string, unknown> = {}) => ({
  placeOfWorkId: 'pow-kitchen',
  professionTitleId: 'pt-cook',
  day: dayFromNow(days),
  start: '8.00',
  end: '16.00',
  lunchBreak: 30,
  contactPerson: 'Kalle Keittiöpäällikkö',
  infoToEmployee: 'Ovi B',
  target: { target: 'selectedEmployees', employeeIds: ['sp-eero'] },
  ...over,
});
