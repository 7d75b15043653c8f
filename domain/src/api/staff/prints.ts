import { rosterPlacesResponse, rosterQuery } from '../../staff/prints/model';
import { endpoint, fileAnswer } from './endpoint';
import { notACustomer } from './error-texts';

/**
 * `/v1/Prints/Customer/...` (spec section 7): rosters by place of work and period, as PDF.
 * Contracts only: the rules and words live in domain/src/staff/prints (model.ts, README.md).
 */

export const getPrintPlacesOfWork = endpoint({
  method: 'GET',
  path: '/v1/Prints/Customer/PlacesOfWork',
  access: 'customer',
  summary: "The places of work a roster can be printed for: the caller's customers' places, by name.",
  response: rosterPlacesResponse,
  errors: { 403: notACustomer },
});

export const getPrintReport = endpoint({
  method: 'GET',
  path: '/v1/Prints/Customer/PrintReport',
  access: 'customer',
  file: true,
  summary:
    "The roster of a place of work for a Helsinki period (both days included, at most 62 days) as a PDF in the caller's language: the filled, accepted, billed and not-charged shifts by start with date, time, employee, role and hours (2 decimals), and each employee's total; a header row on every page.",
  query: rosterQuery,
  response: fileAnswer,
  errors: {
    400: '`periodTooLong`: the period is longer than 62 days (issue on `until`, `validation:numberOutOfRange`); `until` before `from` is `validation:endBeforeStart`',
    403: notACustomer,
    404: "`placeOfWorkNotFound`: no such place of work among the caller's customers (another customer's answers the same)",
  },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/prints). */
export const printsContracts = { getPrintPlacesOfWork, getPrintReport } as const;
