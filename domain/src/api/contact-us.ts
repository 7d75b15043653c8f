import { z } from 'zod';
import { AGENCY_TIME_ZONE } from '../constants';
import { SERVICE_CENTRE_HOURS, isOpenAt } from '../help';

/** The schemas of the Staff API's `/v1/ContactUs/...` routes (contracts: ./staff/contact-us.ts). */

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
