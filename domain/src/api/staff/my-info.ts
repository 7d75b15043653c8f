import { contactPersonUpdateBody, contactPersonView } from '../../staff/customer-info/model';
import { endpoint } from './endpoint';
import { notACustomer } from './error-texts';

/**
 * `/v1/MyInfo/...` (spec section 7, customer side): the contact person's own details. Contracts
 * only: the schemas and the why of their shapes live in ../../staff/customer-info.
 */

export const getContactPersonEditView = endpoint({
  method: 'GET',
  path: '/v1/MyInfo/ContactPersonEditView',
  access: 'customer',
  summary:
    "The customer user's name, phone, contact email (apart from the sign-in email, which is shown but not edited here), language, and the version a save sends back.",
  response: contactPersonView,
  errors: { 403: notACustomer },
});

export const putContactPersonUpdate = endpoint({
  method: 'PUT',
  path: '/v1/MyInfo/ContactPersonUpdate',
  access: 'customer',
  // What the agency calls and writes to is the person's own to change, not a support session's.
  impersonation: 'refused',
  summary:
    "Saves the customer user's name, phone ('Phone number should be formatted +358...'), contact email ('This is not a valid email address') and language on their staff record, if nobody saved since the version sent; answers the new view.",
  body: contactPersonUpdateBody,
  response: contactPersonView,
  errors: {
    403: notACustomer,
    409: '`contactPersonChanged`: the details were saved elsewhere since `version` was read; read them again',
  },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/my-info). */
export const myInfoContracts = { getContactPersonEditView, putContactPersonUpdate } as const;
