import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { decideRoute, routeAccess, routes, type RouteId } from '@vuoro/domain';
import { currentSide } from '@/lib/audience';
import { useSession } from '@/lib/session';
import { PageLoading } from './page-loading';

/**
 * The guard slot of every route. It asks the domain permission table: a visitor without a
 * session goes to /login, a signed-in user without the role sees 'no access', and on the
 * staff host a signed-in visitor of a talent-side screen goes to /shifts/upcoming. An admin, my
 * or userManager signed in without the second factor goes to /multifactor/e first.
 */
export function Guard({ id, children }: { id: RouteId; children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  if (routeAccess[id] === 'anyone') return children;
  if (session.status === 'loading') return <PageLoading />;
  if (session.roles.signedIn && routes[id].layout === 'talent' && currentSide() === 'staff') {
    return <Redirect to={routes.shiftsUpcoming.href()} replace />;
  }
  switch (decideRoute(id, session.roles, session.secondFactor)) {
    case 'allow':
      return children;
    case 'login':
      return <Redirect to={routes.login.href(undefined, { next: location })} replace />;
    case 'noAccess':
      return <Redirect to={routes.noAccess.href()} replace />;
    case 'secondFactor':
      return <Redirect to={routes.multiFactorE.href(undefined, { next: location })} replace />;
  }
}
