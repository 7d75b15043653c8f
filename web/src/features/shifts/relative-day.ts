import { addAgencyDays, agencyDay } from '@vuoro/domain';

/** A Helsinki day said in words where it is near: the shift lists label it beside the date. */
export type RelativeDay = 'today' | 'tomorrow' | 'yesterday';

/**
 * Today, tomorrow or yesterday on Helsinki's calendar (not the phone's), or null for any other
 * day. The date stays beside it: the word only saves counting.
 */
export function relativeDay(day: string, now: Date): RelativeDay | null {
  if (day === agencyDay(now)) return 'today';
  if (day === agencyDay(addAgencyDays(now, 1))) return 'tomorrow';
  if (day === agencyDay(addAgencyDays(now, -1))) return 'yesterday';
  return null;
}
