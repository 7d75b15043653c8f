import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSuggestedOrOpenShifts, getUpcomingShifts } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** Bumped after an answer, so the menu's counts are read again while its screen stays open. */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A time change or an offer was answered: the menu's counts are read again. */
export function waitingAnswersChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * The most offers one call reads (the route's largest page): the suggestions are counted among
 * them, so more than this many open shifts before a suggestion would leave it uncounted.
 */
const OFFERS_READ = 50;

export interface WaitingAnswers {
  /** Shifts whose time change waits for the employee's answer. */
  changes: number;
  /** Suggestions to the employee (one shift or a bundle) still to answer: the route lists only those. */
  offers: number;
}

/**
 * What waits for the employee's answer, for the menu's badges: the existing routes read as the
 * screens read them (UpcomingShifts `state=changesNeedConfirmation`, SuggestedOrOpenShifts),
 * no route of its own. `enabled` false: nothing is asked (not an employee, signed out). A failed
 * read shows no count rather than a wrong one.
 */
export function useWaitingAnswers(enabled: boolean): WaitingAnswers {
  const changed = useEndpoint(getUpcomingShifts, enabled ? { query: { state: 'changesNeedConfirmation' } } : null);
  const offers = useEndpoint(getSuggestedOrOpenShifts, enabled ? { query: { skip: 0, take: OFFERS_READ } } : null);
  const seen = useSyncExternalStore(subscribe, () => version);
  const [mountedAt] = useState(version);
  const { retry: retryChanged } = changed;
  const { retry: retryOffers } = offers;
  useEffect(() => {
    if (seen === mountedAt) return;
    retryChanged();
    retryOffers();
  }, [seen, mountedAt, retryChanged, retryOffers]);
  if (!enabled) return { changes: 0, offers: 0 };
  return {
    changes: changed.data?.shifts.length ?? 0,
    offers: offers.data?.offers.filter((o) => o.kind !== 'open').length ?? 0,
  };
}
