import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore';
import { DEFAULT_PHONE_PREFIX, fieldErrors, sickLeave, type SickLeave, type Talent } from '@vuoro/domain';

/**
 * The sick-leave notice (spec section 3: customer, name, phone, missed shift, start and end; we
 * add the email the rules allow): the form's values, their check with the domain `sickLeave`
 * schema, and the one write. Shared by the employed talent's /sick-leave and the recruiter's
 * form on the talent detail. Import only from lazy route code (it pulls in Firestore).
 */

export type Checked<T, F extends string> = { ok: true; data: T } | { ok: false; errors: Partial<Record<F, string>> };

export interface SickLeaveValues {
  customer: string;
  name: string;
  phone: string;
  email: string;
  missedShift: string;
  start: string;
  end: string;
}
export type SickLeaveField = keyof SickLeaveValues;
/** In the order the form shows them: the first field with an error takes the focus. */
export const SICK_LEAVE_FIELDS: readonly SickLeaveField[] = ['customer', 'name', 'phone', 'email', 'missedShift', 'start', 'end'];

/** A date input's value (`YYYY-MM-DD`) for a day, in the user's own calendar. */
export function dayInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar day stored at UTC midnight, as a local date for `formatDate` (so it never shifts a day). */
export function utcDay(date: Date): Date {
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** A new notice, prefilled from the talent's profile (name, phone, email); both dates today. */
export function sickLeaveValuesOf(
  profile: Pick<Talent, 'firstName' | 'lastName' | 'phoneNumber' | 'email'> | null,
  today: string,
): SickLeaveValues {
  return {
    customer: '',
    name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
    phone: profile?.phoneNumber ?? DEFAULT_PHONE_PREFIX,
    email: profile?.email ?? '',
    missedShift: '',
    start: today,
    end: today,
  };
}

/** Checks the notice with the domain schema (required fields, the phone format, end not before start). */
export function checkSickLeave(values: SickLeaveValues): Checked<SickLeave, SickLeaveField> {
  const result = sickLeave.safeParse({ ...values, missedShift: values.missedShift.trim() || null });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors<SickLeaveField>(result.error.issues) };
}

/** The stored document: exactly the fields firestore.rules allows, `created` the server's time. */
export function sickLeaveDocument(input: SickLeave): Record<string, unknown> {
  const v = sickLeave.parse(input);
  return {
    name: v.name,
    phone: v.phone,
    email: v.email || null,
    customer: v.customer,
    missedShift: v.missedShift ?? null,
    start: v.start,
    end: v.end,
    created: serverTimestamp(),
  };
}

/**
 * Writes `talents/{talentId}/sickLeaves/{auto}`. The rules let an employed talent (employee
 * claim) file its own and an admin file for any talent.
 */
export async function fileSickLeave(db: Firestore, talentId: string, input: SickLeave): Promise<string> {
  const ref = await addDoc(collection(db, 'talents', talentId, 'sickLeaves'), sickLeaveDocument(input));
  return ref.id;
}
