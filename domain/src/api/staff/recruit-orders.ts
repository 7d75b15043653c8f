import {
  customerProfessionTitleOptionsQuery,
  customerProfessionTitleOptionsResponse,
  deskRecruitOrderResponse,
  deskRecruitOrdersResponse,
  recruitOrderIdParams,
  recruitOrderViewResponse,
  sendRecruitOrderBody,
  sendRecruitOrderResponse,
} from '../../staff/recruit-orders/model';
import { endpoint } from './endpoint';
import { notACustomer } from './error-texts';

/**
 * `/v1/RecruitOrder/...` (spec section 7, customer side) and the desk's recruit orders (our
 * extension). Contracts only: the schemas, rules and decisions live in domain/src/staff/recruit-orders
 * (model.ts, rules.ts, README.md). A caller orders only for the customers of their staff record.
 */

const notYourCustomer = "`notYourCustomer`: `customerId` is not one of the caller's customers (403, whether it exists or not)";
const ours = 'Our extension (the agency desk).';

export const getRecruitOrderView = endpoint({
  method: 'GET',
  path: '/v1/RecruitOrder/RecruitOrderView',
  access: 'customer',
  summary:
    "What the recruit order form offers the caller: their customers, those customers' places of work, the contract types (FixedTerm, Framework, Indefinite), the languages (Finnish, English) and the first start day (tomorrow in Helsinki).",
  response: recruitOrderViewResponse,
  errors: { 403: notACustomer },
});

export const getCustomerProfessionTitleOptions = endpoint({
  method: 'GET',
  path: '/v1/RecruitOrder/CustomerProfessionTitleOptions',
  access: 'customer',
  summary:
    "The profession titles an order for the customer can be for: those of the customer's shifts in the last year first (the most used first), then the rest of the agency's.",
  query: customerProfessionTitleOptionsQuery,
  response: customerProfessionTitleOptionsResponse,
  errors: { 403: `${notACustomer}; ${notYourCustomer}` },
});

export const putSendRecruitOrder = endpoint({
  method: 'PUT',
  path: '/v1/RecruitOrder/SendRecruitOrder',
  access: 'customer',
  // The order is sent in the customer user's name, to be answered to them.
  impersonation: 'refused',
  summary:
    "Sends a recruit order (spec section 5's rules: required fields, the end date for a fixed term, start not after end, start from tomorrow in Helsinki): stored as `new` for the desk and mailed to the agency's service centre, in one transaction.",
  body: sendRecruitOrderBody,
  response: sendRecruitOrderResponse,
  status: 201,
  errors: {
    403: `${notACustomer}; ${notYourCustomer}`,
    404: "`placeOfWorkNotFound` (not a place of the order's customer) or `professionTitleNotFound`",
  },
});

export const getDeskRecruitOrders = endpoint({
  method: 'GET',
  path: '/v1/Desk/RecruitOrders',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The customers' recruit orders: new ones first (oldest first), then the handled ones, with customer, place, title, amount, dates, languages, who sent it and when.`,
  response: deskRecruitOrdersResponse,
});

export const putDeskRecruitOrderAssignment = endpoint({
  method: 'PUT',
  path: '/v1/Desk/RecruitOrders/{id}/Assignment',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Turns a new order into a job of the recruiter tool (company, title, open positions, location, languages, contract type, description) and marks the order \`converted\` with the job's id, with the audit record, in one transaction.`,
  params: recruitOrderIdParams,
  response: deskRecruitOrderResponse,
  status: 201,
  errors: {
    404: '`recruitOrderNotFound`',
    409: '`recruitOrderHandled`: the order is already converted or declined',
  },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/recruit-orders). */
export const recruitOrdersContracts = {
  getRecruitOrderView,
  getCustomerProfessionTitleOptions,
  putSendRecruitOrder,
  getDeskRecruitOrders,
  putDeskRecruitOrderAssignment,
} as const;
