import { z } from 'zod';
import { optionalFirestoreDate } from '../firestore';
import { poolContractType, poolState } from '../labels';
import { docId, idName, optionalText, requiredText } from './common';

/**
 * An employee's connection to a customer's pool: its state (new, accepted, deleted, waiting
 * for approval) and the date of the last shift worked in it.
 */
export const poolConnection = z.object({
  id: docId,
  poolName: requiredText(),
  customer: optionalText(),
  placeOfWork: idName.nullish(),
  professionTitle: idName.nullish(),
  contractType: poolContractType.nullish(),
  state: poolState,
  lastShiftDate: optionalFirestoreDate,
});
export type PoolConnection = z.infer<typeof poolConnection>;

/** A pool member as the customer sees it. */
export const poolEmployee = z.object({
  id: docId,
  employee: idName,
  contractType: poolContractType.nullish(),
  state: poolState,
  lastShiftDate: optionalFirestoreDate,
});
export type PoolEmployee = z.infer<typeof poolEmployee>;
