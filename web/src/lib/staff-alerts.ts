import { useSyncExternalStore } from 'react';
import type { EmployeeTopAlerts } from '@vuoro/domain';
import { onSessionEnd } from './session-end';

/**
 * What waits for the signed-in employee (GetTopAlerts), held once for the whole staff side: the
 * menu's badges (shifts, open shifts, messages) and the messages area's tabs read it here. One
 * lazy probe (`staff-alerts-probe.tsx`, mounted by the staff layout) reads the route and
 * publishes the answer; a screen that changes a count (opens a message, marks a notice read,
 * answers a time change or an offer) calls `staffAlertsChanged`, and the probe reads it again.
 * This module holds no API client, so the layout can import it without growing its chunk.
 */

export const NO_ALERTS: EmployeeTopAlerts = {
  unreadMessages: 0,
  unreadNotices: 0,
  unreadNews: 0,
  timeChangesWaiting: 0,
  offersWaiting: 0,
  unsignedContracts: 0,
  bankAccountMissing: false,
};

let alerts: EmployeeTopAlerts = NO_ALERTS;
/** Bumped by `staffAlertsChanged`: the probe reads the route again when it moves. */
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The probe's answer: every badge shows it. */
export function publishStaffAlerts(next: EmployeeTopAlerts): void {
  alerts = next;
  notify();
}

/**
 * A count changed: the probe reads GetTopAlerts again. `known` is what the screen already knows
 * from its own answer (the Open route answers the unopened count), shown at once meanwhile.
 */
export function staffAlertsChanged(known: Partial<EmployeeTopAlerts> = {}): void {
  alerts = { ...alerts, ...known };
  version += 1;
  notify();
}

/** Forgets the counts (the session ended, or the probe went away with its layout). */
export function resetStaffAlerts(): void {
  alerts = NO_ALERTS;
  notify();
}
onSessionEnd(resetStaffAlerts);

/** The counts as last read (all zero before the first answer). */
export function useStaffAlerts(): EmployeeTopAlerts {
  return useSyncExternalStore(subscribe, () => alerts);
}

/** How many times a count was changed: the probe reads again when it moves. */
export function useStaffAlertsVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}

/** The "Messages" entry's count: unread messages, notices and staff news together. */
export const unreadInMessagesArea = (a: EmployeeTopAlerts): number => a.unreadMessages + a.unreadNotices + a.unreadNews;
