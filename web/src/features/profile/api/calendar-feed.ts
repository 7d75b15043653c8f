import { deleteCalendarFeed, getCalendarFeed, getCalendarFeedAddress, putCalendarFeed } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** Whether the employee has a calendar feed address, and since when (GET …/Feed/Address, our extension). */
export function useCalendarFeedStatus() {
  return useEndpoint(getCalendarFeed, {});
}

/** Makes the feed address, replacing any earlier one (PUT …/Feed/Address). The answer is the only place the secret path appears. */
export function makeCalendarFeed() {
  return callEndpoint(putCalendarFeed, {});
}

/**
 * Shows the current feed address again (GET …/Feed/Address/Show), so a second device subscribes to
 * the same one. It needs a recent sign-in: the Staff API client asks the user to sign in again first.
 */
export function showCalendarFeedAddress() {
  return callEndpoint(getCalendarFeedAddress, {});
}

/** Revokes the feed address (DELETE …/Feed/Address): subscribed calendars stop getting shifts. */
export function revokeCalendarFeed() {
  return callEndpoint(deleteCalendarFeed, {});
}

/**
 * The two ways to hand the feed to a calendar: the https address to paste, and the `webcal:`
 * one that a phone opens straight in its calendar app.
 */
export function feedAddresses(path: string, origin: string): { https: string; webcal: string } {
  const https = new URL(path, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
