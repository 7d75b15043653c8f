import { customerOpeningHoursResponse } from '../contact-us';
import { endpoint } from './endpoint';

/** `/v1/ContactUs/...` (spec section 7, customer side). Contracts only: the group's schemas live in ../contact-us. */

export const getCustomerOpeningHours = endpoint({
  method: 'GET',
  path: '/v1/ContactUs/CustomerOpeningHours',
  access: 'customer',
  summary: "The service centre's opening hours (spec section 9: Mon–Fri 6–18, Sat 7–16, Sun 10–16) and whether it is open now.",
  response: customerOpeningHoursResponse,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/contact-us). */
export const contactUsContracts = { getCustomerOpeningHours } as const;
