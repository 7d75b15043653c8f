import {
  type getAllCustomerShifts,
  type getCreateCustomerShiftData,
  type getCustomerProfessionTitles,
  type getCustomerShiftEdit,
  type getCustomerTopAlerts,
  type getCustomerUserPlaceOfWorkList,
  type getEmployeesToSuggest,
  type getShiftSummary,
  type getSuggestedEmployees,
  type getUnapprovedShiftCount,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';

/** PLACEHOLDER (branch only, replaced by the reads helper): the customer GET routes. */

const notBuilt = (): never => {
  throw new Error('not built yet');
};

export const customerShiftEdit: Handler<typeof getCustomerShiftEdit> = async () => notBuilt();
export const employeesToSuggest: Handler<typeof getEmployeesToSuggest> = async () => notBuilt();
export const customerProfessionTitles: Handler<typeof getCustomerProfessionTitles> = async () => notBuilt();
export const suggestedEmployees: Handler<typeof getSuggestedEmployees> = async () => notBuilt();
export const allCustomerShifts: Handler<typeof getAllCustomerShifts> = async () => notBuilt();
export const shiftSummary: Handler<typeof getShiftSummary> = async () => notBuilt();
export const unapprovedShiftCount: Handler<typeof getUnapprovedShiftCount> = async () => notBuilt();
export const createCustomerShiftData: Handler<typeof getCreateCustomerShiftData> = async () => notBuilt();
export const customerTopAlerts: Handler<typeof getCustomerTopAlerts> = async () => notBuilt();
export const customerPlacesOfWork: Handler<typeof getCustomerUserPlaceOfWorkList> = async () => notBuilt();
