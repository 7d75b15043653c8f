import { onIdTokenChanged, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { anonymousRoles, rolesFromClaims, type Roles } from '@vuoro/domain';
import { auth } from './firebase';

export interface Session {
  status: 'loading' | 'ready';
  user: User | null;
  roles: Roles;
  /** Forces a new ID token, e.g. after a function changed this user's claims. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The signed-in user and its roles. Claims are read once per token from `getIdTokenResult()`
 * (reactfire's claim checks cache across checks, reactfire #514) and re-read whenever the token
 * changes, including after `refresh()`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<Session, 'refresh'>>({ status: 'loading', user: null, roles: anonymousRoles });

  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) {
          setState({ status: 'ready', user: null, roles: anonymousRoles });
          return;
        }
        user.getIdTokenResult().then(
          (token) => setState({ status: 'ready', user, roles: rolesFromClaims(token.claims) }),
          () => setState({ status: 'ready', user, roles: { ...anonymousRoles, signedIn: true } }),
        );
      }),
    [],
  );

  const value = useMemo<Session>(
    () => ({
      ...state,
      refresh: async () => {
        await auth.currentUser?.getIdToken(true);
      },
    }),
    [state],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export const useRoles = (): Roles => useSession().roles;
