import { useCallback, useEffect, useMemo, useState } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ACCOUNT_DELETION_REQUESTS,
  AUTH_401,
  STAFF_ACCOUNT_DELETION,
  accountActionResponse,
  accountDeletionRequest,
  listDeletedTalentsResponse,
  rejectAccountDeletionBody,
  type AccountActionResponse,
  type AccountDeletionRequest,
  type ListDeletedTalentsResponse,
  type RejectAccountDeletionBody,
} from '@vuoro/domain';
import { CallableError, callFunction } from '@/lib/callable';
import { useLiveQuery, type Live } from '@/lib/reads';

/**
 * /restoreuser's data: the talents' deletion requests, live from Firestore (talent-side staff
 * read `accountDeletionRequests`), and the admin's callables that confirm or reject them and
 * list and restore deleted talents (`deletedTalents` has no client rule; functions/src/accounts).
 */

export interface DeletionRequests {
  /** Waiting for an admin, newest first. */
  pending: AccountDeletionRequest[];
  /** Confirmed or rejected, most recently handled first. */
  handled: AccountDeletionRequest[];
}

/** How many handled requests the screen shows. */
export const HANDLED_SHOWN = 20;

const time = (d: Date | null | undefined) => d?.getTime() ?? 0;

/** Splits the requests into waiting and handled ones, each newest first. */
export function splitRequests(requests: AccountDeletionRequest[]): DeletionRequests {
  const pending = requests.filter((r) => r.status === 'requested').sort((a, b) => time(b.requestedAt) - time(a.requestedAt));
  const handled = requests
    .filter((r) => r.status !== 'requested')
    .sort((a, b) => time(b.handledAt ?? b.requestedAt) - time(a.handledAt ?? a.requestedAt))
    .slice(0, HANDLED_SHOWN);
  return { pending, handled };
}

/**
 * Every `accountDeletionRequests` document, live. The collection holds one small document per
 * account that ever asked (a restore or the purge removes it), so it is read whole and sorted
 * here rather than through a composite index.
 */
export function useDeletionRequests(): Live<DeletionRequests> {
  const db = useFirestore();
  const query = useMemo(() => collection(db, ACCOUNT_DELETION_REQUESTS), [db]);
  return useLiveQuery(ACCOUNT_DELETION_REQUESTS, query, (snap) => {
    const requests: AccountDeletionRequest[] = [];
    for (const d of snap.docs) {
      const parsed = accountDeletionRequest.safeParse(d.data({ serverTimestamps: 'estimate' }));
      if (parsed.success) requests.push(parsed.data);
      else console.warn(`vuoro: skipped malformed document ${d.ref.path}`, parsed.error.issues);
    }
    return splitRequests(requests);
  });
}

export const rejectInput = rejectAccountDeletionBody;
export type RejectInput = RejectAccountDeletionBody;

export function confirmAccountDeletion(uid: string): Promise<AccountActionResponse> {
  return callFunction('confirmAccountDeletion', accountActionResponse, { uid });
}

export function rejectAccountDeletion(input: RejectInput): Promise<AccountActionResponse> {
  return callFunction('rejectAccountDeletion', accountActionResponse, input);
}

export function restoreDeletedTalent(uid: string): Promise<AccountActionResponse> {
  return callFunction('restoreDeletedTalent', accountActionResponse, { uid });
}

export function listDeletedTalents(): Promise<ListDeletedTalentsResponse> {
  return callFunction('listDeletedTalents', listDeletedTalentsResponse, {});
}

export type DeletedTalent = ListDeletedTalentsResponse['talents'][number];

/** The restorable deleted talents; `reload()` asks again (after a confirm or a restore). */
export function useDeletedTalents(): Live<DeletedTalent[]> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; talents: DeletedTalent[] } | { attempt: number; error: unknown } | null>(
    null,
  );
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    // No "ignore after cleanup" flag: a Suspense boundary that hides and shows the screen again
    // runs the cleanup too, and the answer must still land. The answer is tagged with its attempt.
    listDeletedTalents().then(
      (r) => setState({ attempt, talents: r.talents }),
      (error: unknown) => {
        console.warn('vuoro: listing deleted talents failed', error);
        setState({ attempt, error });
      },
    );
  }, [attempt]);
  // A reload keeps showing the last list until the new one arrives (no flash of "loading").
  if (!state) return { status: 'loading', data: undefined, retry };
  if ('error' in state) {
    return state.attempt === attempt
      ? { status: 'error', data: undefined, error: state.error, retry }
      : { status: 'loading', data: undefined, retry };
  }
  return { status: 'ready', data: state.talents, retry };
}

/** Which action failed, for the message. */
export type DeletionAction = 'confirm' | 'reject' | 'restore' | 'list';

/**
 * A callable failure as the i18n key the screen shows. Bad input answers the field's own
 * validation key (e.g. 'validation:fieldRequired'); 'User needs mfa' has already sent the admin
 * to the second-factor screen (lib/callable.ts).
 */
export function deletionErrorKey(error: unknown, action: DeletionAction): string {
  if (error instanceof CallableError) {
    switch (error.code) {
      case 'invalid-argument':
        return error.issues[0]?.message ?? 'restore-user:errors.invalid';
      case 'failed-precondition':
        if (error.message === STAFF_ACCOUNT_DELETION) return 'restore-user:errors.staffAccount';
        return action === 'restore' ? 'restore-user:errors.tooLate' : 'restore-user:errors.alreadyHandled';
      case 'not-found':
        return action === 'restore' ? 'restore-user:errors.notDeleted' : 'restore-user:errors.noRequest';
      case 'permission-denied':
        return 'restore-user:errors.permissionDenied';
      case 'unauthenticated':
        return error.message === AUTH_401.needsMfa ? 'restore-user:errors.needsMfa' : 'restore-user:errors.signIn';
      default:
        break;
    }
  }
  return action === 'list' ? 'errors:couldNotLoadData' : 'restore-user:errors.failed';
}
