import { endpointKey, type AnyEndpoint } from './endpoint';
import { SPEC_STAFF_ROUTES } from './spec-routes';
import * as calendar from './calendar';
import * as contactUs from './contact-us';
import * as shift from './shift';
import * as system from './system';
import * as user from './user';

export * from './calendar';
export * from './contact-us';
export * from './endpoint';
export * from './shift';
export * from './system';
export * from './user';
export { SPEC_STAFF_ROUTES } from './spec-routes';

/**
 * Every Staff API route built so far, one contract each. The function serves exactly these
 * (functions/src/staffApi/app.ts), the OpenAPI document lists exactly these, and the coverage
 * figure counts them against `SPEC_STAFF_ROUTES`.
 */
const contracts = (group: Record<string, unknown>) => Object.values(group).filter(isEndpoint);
const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

export const staffEndpoints: readonly AnyEndpoint[] = [
  ...contracts(system),
  ...contracts(user),
  ...contracts(contactUs),
  ...contracts(shift),
  ...contracts(calendar),
];

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
