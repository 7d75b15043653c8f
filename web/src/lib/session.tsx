import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { anonymousRoles, impersonatedBy, rolesFromClaims, type Roles } from '@vuoro/domain';
import { loadFirebase } from './load-firebase';
import { endSession } from './session-end';
import { loadChunk } from './load-chunk';
import { setLastScreenOwner } from './keep-last-screen';

export interface Session {
  status: 'loading' | 'ready';
  user: User | null;
  roles: Roles;
  /** Whether this session's sign-in took a second factor (the token's `firebase.sign_in_second_factor`). */
  secondFactor: boolean;
  /**
   * A "Sign in as" session: a user manager acting as a staff record through a support identity
   * (the token's `impersonatedBy`). Account changes are refused for it, and every change is recorded.
   */
  actingAs: boolean;
  /** Forces a new ID token, e.g. after a function changed this user's claims. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

let settle: () => void = () => {};
/** Resolves once this page's session is known (signed in or out) or could not load. */
export const sessionSettled = new Promise<void>((resolve) => (settle = resolve));
/** The session as last known: who is signed in and their roles (none until known). */
let known: Pick<Session, 'user' | 'roles'> = { user: null, roles: anonymousRoles };

/**
 * Who is signed in, once that is known: for what a person does before (a language chosen in the
 * header while the session still loads is saved for them once it shows they are staff).
 */
export async function settledSession(): Promise<Pick<Session, 'user' | 'roles'>> {
  await sessionSettled;
  return known;
}

/**
 * The signed-in user and its roles. Claims are read once per token from `getIdTokenResult()`
 * (reactfire's claim checks cache across checks, reactfire #514) and re-read whenever the token
 * changes, including after `refresh()`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<Session, 'refresh'>>({
    status: 'loading',
    user: null,
    roles: anonymousRoles,
    secondFactor: false,
    actingAs: false,
  });
  const synced = useRef<string | null>(null);
  const signedIn = useRef<string | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let mounted = true;
    void loadFirebase().then(
      ({ auth, onIdTokenChanged }) => {
        if (!mounted) return;
        unsubscribe = onIdTokenChanged(auth, (user) => {
          // The session ended (or another account took over): stores forget what it read.
          if (signedIn.current !== null && signedIn.current !== (user?.uid ?? null)) endSession();
          signedIn.current = user?.uid ?? null;
          if (!user) {
            synced.current = null;
            setLastScreenOwner(null);
            setState({ status: 'ready', user: null, roles: anonymousRoles, secondFactor: false, actingAs: false });
            return;
          }
          user.getIdTokenResult().then(
            (token) => {
              const roles = rolesFromClaims(token.claims);
              const actingAs = impersonatedBy(token.claims) !== null;
              // A "Sign in as" session's screens are another person's: none is kept for the next visit.
              setLastScreenOwner(actingAs ? null : user.uid);
              setState({
                status: 'ready',
                user,
                roles,
                secondFactor: token.signInSecondFactor !== null,
                actingAs,
              });
              if (synced.current !== user.uid && needsStaffSync(roles)) {
                synced.current = user.uid;
                syncStaffClaims(user);
              }
            },
            () =>
              setState({
                status: 'ready',
                user,
                roles: { ...anonymousRoles, signedIn: true },
                secondFactor: false,
                actingAs: false,
              }),
          );
        });
      },
      (error: unknown) => {
        // Auth could not load even after the one reload: the error page says so and offers another.
        settle();
        if (mounted)
          setState(() => {
            throw error;
          });
      },
    );
    return () => {
      mounted = false;
      unsubscribe?.();
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'ready') return;
    known = { user: state.user, roles: state.roles };
    settle();
  }, [state]);

  const value = useMemo<Session>(
    () => ({
      ...state,
      refresh: async () => {
        await (await loadFirebase()).auth.currentUser?.getIdToken(true);
      },
    }),
    [state],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Staff people (employees, customer users) get their roles from the staff record: once per
 * sign-in the Staff API copies them into the claims (POST /v1/User/AccessToken), and a change
 * forces a new token. Recruiters' and support staff's claims are set by an admin instead. The
 * call's code loads on demand, outside the first-load bundle.
 */
function needsStaffSync(roles: Roles): boolean {
  return !roles.admin && !roles.my && !roles.userManager;
}

function syncStaffClaims(user: User): void {
  loadChunk(() => import('./sync-claims'))
    .then(({ syncClaims }) => syncClaims())
    .then(async (changed) =>
      changed && (await loadFirebase()).auth.currentUser?.uid === user.uid ? user.getIdToken(true) : undefined,
    )
    .catch(() => undefined); // the screens still work with the claims the token has
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export const useRoles = (): Roles => useSession().roles;
