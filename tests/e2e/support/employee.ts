import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { AGENCY_TIME_ZONE } from '@vuoro/domain';

/** The seed's demo employee (scripts/seed.ts, scripts/seed-shifts.ts): his sign-in and staff record. */
export const EERO = 'eero.nieminen@demo.vuoro.fi';
export const EERO_ID = 'sp-eero-nieminen';

/** Helsinki's today plus `days`, as a zoned date (the seed places its shifts by Helsinki days from today). */
export const helsinkiDay = (days: number) => addDays(new TZDate(Date.now(), AGENCY_TIME_ZONE), days);

/** That day as the shift lists head it ("Monday 30.11."). */
export const dayHeading = (days: number) => format(helsinkiDay(days), 'EEEE d.M.');
