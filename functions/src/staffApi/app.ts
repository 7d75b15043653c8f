import { getRequestListener } from '@hono/node-server';
import { staffContractGroups } from '@vuoro/domain';
import { createApi, routesOfGroups, type ApiOptions } from '../lib/api/app';
import { staffApiConfig } from '../lib/config';
import { calendarHandlers } from './calendar';
import { contactUsHandlers } from './contact-us';
import { customerShiftHandlers } from './customer-shift';
import { deskHandlers } from './desk';
import { fileHandlers } from './files';
import { payHandlers } from './pay';
import { documentHandlers } from './documents';
import { vacancyHandlers } from './vacancies';
import { poolHandlers } from './pools';
import { personalDataHandlers } from './personal-data';
import { employmentContractHandlers } from './contracts';
import { messageHandlers } from './messages';
import { notificationHandlers } from './notifications';
import { noticeHandlers } from './notices';
import { openApiRoutes } from './openapi';
import { shiftHandlers } from './shift';
import { supportHandlers } from './support';
import { systemHandlers } from './system';
import { userHandlers } from './user';
import { myInfoHandlers } from './my-info';
import { internalEmployeesHandlers } from './internal-employees';
import { printsHandlers } from './prints';
import { recruitOrdersHandlers } from './recruit-orders';

/**
 * The Staff API: every `/v1/...` route of spec section 7 that is built, each served from its
 * contract in `domain/src/api/staff` (who may call it, its parameters, query, body and answer)
 * by the handler of the same name in its group's map (`<group>/index.ts` here). The groups and
 * their contracts are domain's `staffContractGroups`; a group, contract or handler missing on
 * either side does not compile. A route the spec lists but nobody built answers 404.
 */
export const staffRoutes = routesOfGroups(staffContractGroups, {
  system: systemHandlers,
  user: userHandlers,
  contactUs: contactUsHandlers,
  shift: shiftHandlers,
  calendar: calendarHandlers,
  customerShift: customerShiftHandlers,
  desk: deskHandlers,
  support: supportHandlers,
  notifications: notificationHandlers,
  notices: noticeHandlers,
  messages: messageHandlers,
  files: fileHandlers,
  documents: documentHandlers,
  pay: payHandlers,
  vacancies: vacancyHandlers,
  pools: poolHandlers,
  personalData: personalDataHandlers,
  contracts: employmentContractHandlers,
  myInfo: myInfoHandlers,
  internalEmployees: internalEmployeesHandlers,
  prints: printsHandlers,
  recruitOrders: recruitOrdersHandlers,
});

export function createStaffApi(options: Partial<ApiOptions> = {}) {
  return createApi([...staffRoutes, ...openApiRoutes(staffRoutes.map((r) => r.endpoint))], {
    name: 'staff api',
    recentLoginSeconds: () => staffApiConfig().recentLoginSeconds,
    ...options,
  });
}

/** Node (req, res) listener for `onRequest`; it reads the body from Functions' `rawBody`. */
export const staffApiListener = getRequestListener(createStaffApi().fetch);
