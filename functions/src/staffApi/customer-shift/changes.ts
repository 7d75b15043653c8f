import {
  type putAcceptAllUnAcceptedShifts,
  type putAcceptCustomerShift,
  type putCancelCustomerShift,
  type putCreateCustomerEntries,
  type putCreateCustomerShift,
  type putCreateCustomerShifts,
  type putCustomerShiftFeedback,
  type putUpdateCustomerShift,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';

/** PLACEHOLDER (branch only, replaced by the writes helper): the customer PUT routes. */

const notBuilt = (): never => {
  throw new Error('not built yet');
};

export const acceptCustomerShift: Handler<typeof putAcceptCustomerShift> = async () => notBuilt();
export const cancelCustomerShift: Handler<typeof putCancelCustomerShift> = async () => notBuilt();
export const createCustomerEntries: Handler<typeof putCreateCustomerEntries> = async () => notBuilt();
export const updateCustomerShift: Handler<typeof putUpdateCustomerShift> = async () => notBuilt();
export const createCustomerShift: Handler<typeof putCreateCustomerShift> = async () => notBuilt();
export const createCustomerShifts: Handler<typeof putCreateCustomerShifts> = async () => notBuilt();
export const acceptAllUnAcceptedShifts: Handler<typeof putAcceptAllUnAcceptedShifts> = async () => notBuilt();
export const customerShiftFeedback: Handler<typeof putCustomerShiftFeedback> = async () => notBuilt();
