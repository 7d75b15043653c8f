import {
  createCustomerShiftBody,
  createCustomerShiftsBody,
  putCreateCustomerShift,
  putCreateCustomerShifts,
  type CreateCustomerShiftBody,
  type CreateCustomerShiftsBody,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const createShiftOrderInput = { one: createCustomerShiftBody, several: createCustomerShiftsBody };

/** An order as the form makes it: one day (Create) or several (CreateMultiple). */
export type ShiftOrderRequest =
  { kind: 'one'; body: CreateCustomerShiftBody } | { kind: 'several'; body: CreateCustomerShiftsBody };

/** Orders the shifts (PUT .../Create or .../CreateMultiple); the answer lists every shift made, one per person per day. */
export function createShiftOrder(request: ShiftOrderRequest) {
  return request.kind === 'one'
    ? callEndpoint(putCreateCustomerShift, { body: request.body })
    : callEndpoint(putCreateCustomerShifts, { body: request.body });
}
