import {
  getCustomerInternalResourcesList,
  getCustomerOrganizations,
  getCustomerRelationships,
  getInternalEmployeeEditView,
  getSelectablePlacesOfBusiness,
  postCreateInternalEmployee,
  putInternalEmployeeEditSave,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import type { CreateBody, SaveBody } from './model';
import { useEndpoint } from '@/lib/use-endpoint';

/** The team lead's customers with their suggestion groups, and the profession titles (GET /v1/TSP/CustomerOrganizations). */
export const useCustomerOrganizations = () => useEndpoint(getCustomerOrganizations, {});

/** The places of business of the team lead's customers (GET /v1/TSP/SelectablePlacesOfBusiness). */
export const usePlacesOfBusiness = () => useEndpoint(getSelectablePlacesOfBusiness, { query: {} });

/** The customers' employment relationships (GET /v1/TSP/CustomerRelationships). */
export const useCustomerRelationships = () => useEndpoint(getCustomerRelationships, { query: {} });

/** The internal employees, active first (GET /v1/TSP/CustomerInternalResourcesList). */
export const useInternalEmployees = () => useEndpoint(getCustomerInternalResourcesList, { query: {} });

/** One employee's every field (GET /v1/TSP/InternalEmployeeEditView). */
export const useInternalEmployee = (internalEmployeeId: string) =>
  useEndpoint(getInternalEmployeeEditView, { query: { internalEmployeeId } });

/** Adds an internal employee (POST /v1/TSP/CreateInternalEmployee). */
export const createInternalEmployee = (body: CreateBody) => callEndpoint(postCreateInternalEmployee, { body });

/** Saves an internal employee read at `version` (PUT /v1/TSP/InternalEmployeeEditSave). */
export const saveInternalEmployee = (body: SaveBody) => callEndpoint(putInternalEmployeeEditSave, { body });
