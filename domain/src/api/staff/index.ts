import { endpointKey, type AnyEndpoint } from './endpoint';
import { SPEC_STAFF_ROUTES } from './spec-routes';
import { calendarContracts } from './calendar';
import { contactUsContracts } from './contact-us';
import { customerShiftContracts } from './customer-shift';
import { deskContracts } from './desk';
import { fileContracts } from './files';
import { payContracts } from './pay';
import { documentContracts } from './documents';
import { vacancyContracts } from './vacancies';
import { poolContracts } from './pools';
import { personalDataContracts } from './personal-data';
import { employmentContracts } from './contracts';
import { messageContracts } from './messages';
import { notificationContracts } from './notifications';
import { noticeContracts } from './notices';
import { shiftContracts } from './shift';
import { supportContracts } from './support';
import { systemContracts } from './system';
import { userContracts } from './user';
import { myInfoContracts } from './my-info';
import { internalEmployeesContracts } from './internal-employees';
import { printsContracts } from './prints';
import { recruitOrdersContracts } from './recruit-orders';

export * from './calendar';
export * from './contact-us';
export * from './customer-shift';
export * from './desk';
export * from './endpoint';
export * from './files';
export * from './pay';
export * from './documents';
export * from './vacancies';
export * from './pools';
export * from './personal-data';
export * from './contracts';
export * from './messages';
export * from './notifications';
export * from './notices';
export * from './shift';
export * from './support';
export * from './system';
export * from './user';
export * from './my-info';
export * from './internal-employees';
export * from './prints';
export * from './recruit-orders';
export { SPEC_STAFF_ROUTES } from './spec-routes';

/**
 * The Staff API's route groups, each the contracts object of its file (`/v1/System`, `/v1/User`,
 * ...). The function mounts one handler map per group, typed by these objects
 * (functions/src/staffApi/app.ts), so a contract without a handler, or a handler without a
 * contract, does not compile.
 */
export const staffContractGroups = {
  system: systemContracts,
  user: userContracts,
  contactUs: contactUsContracts,
  shift: shiftContracts,
  calendar: calendarContracts,
  customerShift: customerShiftContracts,
  desk: deskContracts,
  support: supportContracts,
  notifications: notificationContracts,
  notices: noticeContracts,
  messages: messageContracts,
  files: fileContracts,
  documents: documentContracts,
  pay: payContracts,
  vacancies: vacancyContracts,
  pools: poolContracts,
  personalData: personalDataContracts,
  contracts: employmentContracts,
  myInfo: myInfoContracts,
  internalEmployees: internalEmployeesContracts,
  prints: printsContracts,
  recruitOrders: recruitOrdersContracts,
} as const;

/**
 * Every Staff API route built so far, one contract each, in group order. The function serves
 * exactly these, the OpenAPI document lists exactly these, and the coverage figure counts them
 * against `SPEC_STAFF_ROUTES`.
 */
export const staffEndpoints: readonly AnyEndpoint[] = Object.values(staffContractGroups).flatMap((group): AnyEndpoint[] =>
  Object.values(group),
);

/**
 * How much of spec section 7's Staff API is served: which routes, and which are still missing.
 * Our extensions (`extension: true`) are not counted.
 */
export function staffRouteCoverage(endpoints: readonly AnyEndpoint[] = staffEndpoints) {
  const spec = SPEC_STAFF_ROUTES.map(([method, path]) => endpointKey({ method, path }));
  const served = new Set(endpoints.filter((e) => !e.extension).map(endpointKey));
  return {
    implemented: spec.filter((key) => served.has(key)),
    missing: spec.filter((key) => !served.has(key)),
    /** Served routes the spec does not list (should stay empty). */
    unlisted: [...served].filter((key) => !spec.includes(key)),
    total: spec.length,
  };
}
