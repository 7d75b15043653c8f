import type { internalEmployeesContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import {
  customerOrganizations,
  customerRelationships,
  employeePlaceOfBusiness,
  internalEmployeeEditView,
  internalResourcesList,
  selectablePlacesOfBusiness,
} from './reads';
import { createInternalEmployee, saveInternalEmployeeEdit } from './writes';

/** `/v1/TSP/...` (spec section 7, customer team leads): one handler per contract of `internalEmployeesContracts` (domain/src/api/staff/internal-employees.ts). */
export const internalEmployeesHandlers: Handlers<typeof internalEmployeesContracts> = {
  getCustomerOrganizations: customerOrganizations,
  getSelectablePlacesOfBusiness: selectablePlacesOfBusiness,
  getCustomerInternalResourcesList: internalResourcesList,
  getInternalEmployeeEditView: internalEmployeeEditView,
  getCustomerRelationships: customerRelationships,
  getEmployeePlaceOfBusiness: employeePlaceOfBusiness,
  putInternalEmployeeEditSave: saveInternalEmployeeEdit,
  postCreateInternalEmployee: createInternalEmployee,
};
