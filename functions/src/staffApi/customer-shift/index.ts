import type { customerShiftContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import * as reads from './reads';
import * as changes from './changes';
import { sendSms } from './sms';

/** The customer's shifts: one handler per contract of `customerShiftContracts` (domain/src/api/staff/customer-shift.ts). */
export const customerShiftHandlers: Handlers<typeof customerShiftContracts> = {
  getCustomerShiftEdit: reads.customerShiftEdit,
  getEmployeesToSuggest: reads.employeesToSuggest,
  getCustomerProfessionTitles: reads.customerProfessionTitles,
  getSuggestedEmployees: reads.suggestedEmployees,
  getAllCustomerShifts: reads.allCustomerShifts,
  getShiftSummary: reads.shiftSummary,
  getUnapprovedShiftCount: reads.unapprovedShiftCount,
  getCreateCustomerShiftData: reads.createCustomerShiftData,
  getCustomerTopAlerts: reads.customerTopAlerts,
  getCustomerUserPlaceOfWorkList: reads.customerPlacesOfWork,
  putAcceptCustomerShift: changes.acceptCustomerShift,
  putCancelCustomerShift: changes.cancelCustomerShift,
  putCreateCustomerEntries: changes.createCustomerEntries,
  putUpdateCustomerShift: changes.updateCustomerShift,
  putCreateCustomerShift: changes.createCustomerShift,
  putCreateCustomerShifts: changes.createCustomerShifts,
  putAcceptAllUnAcceptedShifts: changes.acceptAllUnAcceptedShifts,
  putCustomerShiftFeedback: changes.customerShiftFeedback,
  putSendSms: sendSms,
};
