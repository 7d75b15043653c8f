import {
  createInternalEmployeeBody,
  customerOrganizationsResponse,
  customerRelationshipsResponse,
  employeePlaceOfBusinessQuery,
  internalEmployeeEditViewQuery,
  internalEmployeeEditViewResponse,
  internalEmployeeSavedResponse,
  internalEmployeesListResponse,
  placesOfBusinessResponse,
  saveInternalEmployeeBody,
  teamLeadCustomerQuery,
} from '../../staff/internal-employees/model';
import { endpoint } from './endpoint';

/**
 * `/v1/TSP/...` (spec section 7, customer team leads): the customer's internal employees.
 * Contracts only: the model and its decisions live in domain/src/staff/internal-employees
 * (model.ts, README.md). Only a customer user whose staff record is a team lead may call them
 * (403 `notATeamLead` for other customer users); a customer is one of the caller's, and another
 * customer's employee answers like a missing one.
 */

const notATeamLead = '`notATeamLead`: the caller is no team lead of a customer';
const notYourCustomer = "`notYourCustomer`: a `customerId` that is not one of the caller's";
const employeeNotFound = "`internalEmployeeNotFound`: no such internal employee, or another customer's (the same answer)";
const saveErrors = {
  403: `${notATeamLead}; ${notYourCustomer}`,
  404: `${employeeNotFound}; \`placeOfBusinessNotFound\`, \`professionTitleNotFound\`, \`suggestionGroupNotFound\`, \`employmentRelationshipNotFound\`: a choice that is not the customer's`,
  409: '`internalEmployeeChangedMeanwhile`: saved by someone else since it was read; `emailInUse`: another person has the email; `validation:employeeAlreadyPassive`…',
  503: "`emailSendFailed`: the invite could not be queued ('Error sending email, please try again later')",
};

export const getCustomerOrganizations = endpoint({
  method: 'GET',
  path: '/v1/TSP/CustomerOrganizations',
  access: 'teamLead',
  summary:
    "The team lead's customers, each with its pools (the shift suggestion groups an internal employee chooses from), and the profession titles.",
  response: customerOrganizationsResponse,
  errors: { 403: notATeamLead },
});

export const getSelectablePlacesOfBusiness = endpoint({
  method: 'GET',
  path: '/v1/TSP/SelectablePlacesOfBusiness',
  access: 'teamLead',
  summary: "The places of business of the team lead's customers (or of one, `customerId`), by name.",
  query: teamLeadCustomerQuery,
  response: placesOfBusinessResponse,
  errors: { 403: `${notATeamLead}; ${notYourCustomer}` },
});

export const getCustomerInternalResourcesList = endpoint({
  method: 'GET',
  path: '/v1/TSP/CustomerInternalResourcesList',
  access: 'teamLead',
  summary:
    "The internal employees of the team lead's customers (or of one, `customerId`): name, email, phone, places of business, profession titles, active or passive; active first, then by name.",
  query: teamLeadCustomerQuery,
  response: internalEmployeesListResponse,
  errors: { 403: `${notATeamLead}; ${notYourCustomer}` },
});

export const getInternalEmployeeEditView = endpoint({
  method: 'GET',
  path: '/v1/TSP/InternalEmployeeEditView',
  access: 'teamLead',
  summary:
    'Every field of one internal employee, the personal identity code included, with the version a save names, and the employment relationship the form starts with.',
  query: internalEmployeeEditViewQuery,
  response: internalEmployeeEditViewResponse,
  errors: { 403: notATeamLead, 404: employeeNotFound },
});

export const getCustomerRelationships = endpoint({
  method: 'GET',
  path: '/v1/TSP/CustomerRelationships',
  access: 'teamLead',
  summary:
    "The employment relationships the team lead's customers (or one, `customerId`) offer their internal employees: name, contract type and work-time type.",
  query: teamLeadCustomerQuery,
  response: customerRelationshipsResponse,
  errors: { 403: `${notATeamLead}; ${notYourCustomer}` },
});

export const getEmployeePlaceOfBusiness = endpoint({
  method: 'GET',
  path: '/v1/TSP/EmployeePlaceOfBusiness',
  access: 'teamLead',
  summary: "One internal employee's places of business, by name.",
  query: employeePlaceOfBusinessQuery,
  response: placesOfBusinessResponse,
  errors: { 403: notATeamLead, 404: employeeNotFound },
});

export const putInternalEmployeeEditSave = endpoint({
  method: 'PUT',
  path: '/v1/TSP/InternalEmployeeEditSave',
  access: 'teamLead',
  summary:
    "Saves every field of an internal employee read at `version` (a newer one is not overwritten: 409): the form, the identity code apart, the person's staff record and claims (`canEditShifts`), and with `invite` the first sign-in link by email.",
  body: saveInternalEmployeeBody,
  response: internalEmployeeSavedResponse,
  errors: saveErrors,
});

export const postCreateInternalEmployee = endpoint({
  method: 'POST',
  path: '/v1/TSP/CreateInternalEmployee',
  access: 'teamLead',
  summary:
    "Adds an internal employee to one of the team lead's customers: a staff record of that customer, the form, the identity code apart, and with `invite` the first sign-in link by email.",
  body: createInternalEmployeeBody,
  response: internalEmployeeSavedResponse,
  status: 201,
  errors: saveErrors,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/internal-employees). */
export const internalEmployeesContracts = {
  getCustomerOrganizations,
  getSelectablePlacesOfBusiness,
  getCustomerInternalResourcesList,
  getInternalEmployeeEditView,
  getCustomerRelationships,
  getEmployeePlaceOfBusiness,
  putInternalEmployeeEditSave,
  postCreateInternalEmployee,
} as const;
