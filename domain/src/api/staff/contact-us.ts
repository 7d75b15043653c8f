import { z } from 'zod';
import { AGENCY_TIME_ZONE, SERVICE_CENTRE_HOURS, isOpenAt } from '../../constants';
import { endpoint } from './endpoint';

/** `/v1/ContactUs/...` (spec section 7, customer side). */

const weekdayHours = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** Local hours in the agency's time zone (24 h), or null where closed that day. */
  opens: z.number().min(0).max(24).nullable(),
  closes: z.number().min(0).max(24).nullable(),
});

export const customerOpeningHoursResponse = z.object({
  timeZone: z.string(),
  /** Whether the service centre is open at the moment of the answer. */
  openNow: z.boolean(),
  serviceCentre: z.array(weekdayHours).length(7),
});
export type CustomerOpeningHoursResponse = z.infer<typeof customerOpeningHoursResponse>;

export const getCustomerOpeningHours = endpoint({
  method: 'GET',
  path: '/v1/ContactUs/CustomerOpeningHours',
  access: 'customer',
  summary: "The service centre's opening hours (spec section 9: Mon–Fri 6–18, Sat 7–16, Sun 10–16) and whether it is open now.",
  response: customerOpeningHoursResponse,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/contact-us). */
export const contactUsContracts = { getCustomerOpeningHours } as const;

/** The answer at `now`, from the one table of opening hours in constants. */
export function customerOpeningHours(now: Date): CustomerOpeningHoursResponse {
  return {
    timeZone: AGENCY_TIME_ZONE,
    openNow: isOpenAt(SERVICE_CENTRE_HOURS, now),
    serviceCentre: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => {
      const day = SERVICE_CENTRE_HOURS[weekday];
      return { weekday, opens: day?.opens ?? null, closes: day?.closes ?? null };
    }),
  };
}
