import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { docId, optionalText } from './common';

/** A salary slip. `downloadKey` goes in a header of PUT /v1/Salary/Salaryslips/slip. */
export const salarySlip = z.object({
  id: docId,
  paymentDate: firestoreDate,
  periodStart: optionalFirestoreDate,
  periodEnd: optionalFirestoreDate,
  fileName: optionalText(),
  downloadKey: optionalText(500),
});
export type SalarySlip = z.infer<typeof salarySlip>;

/**
 * One pay period of the salary payment schedule: shifts worked in the period and reported by
 * its reporting deadline are paid on its payment date.
 */
export const salaryPaymentPeriod = z.object({
  periodStart: firestoreDate,
  periodEnd: firestoreDate,
  reportingDeadline: firestoreDate,
  paymentDate: firestoreDate,
});
export type SalaryPaymentPeriod = z.infer<typeof salaryPaymentPeriod>;
