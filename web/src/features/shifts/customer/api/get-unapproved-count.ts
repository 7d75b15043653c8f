import { useEffect, useState, useSyncExternalStore } from 'react';
import { getUnapprovedShiftCount } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** Bumped after an acceptance, so every reader of the count (the menu badge, the list's button) reads it again. */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shifts were accepted: the count is read again wherever it is shown. */
export function unapprovedCountChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * How many worked shifts wait for acceptance (GET .../Customer/UnapprovedShiftCount): the menu
 * badge and "Accept N shifts". `enabled` false: nothing is asked (the menu of a user who may not
 * see the customer's shifts).
 */
export function useUnapprovedShiftCount(enabled = true) {
  // The menu's badge and the list's button mount together: one request serves both.
  const state = useEndpoint(getUnapprovedShiftCount, enabled ? { query: {} } : null, { share: true });
  const seen = useSyncExternalStore(subscribe, () => version);
  const [mountedAt] = useState(version);
  const { retry } = state;
  useEffect(() => {
    if (seen !== mountedAt) retry();
  }, [seen, mountedAt, retry]);
  return state;
}
