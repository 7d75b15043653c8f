import { decideRoute, homeRoute, routes, type RouteDef } from '@vuoro/domain';
import { currentSide } from './audience';
import { useSession } from './session';

/**
 * Where "home" is for whoever looks: signed in, the first screen their roles open on this site
 * (the permission table's `homeRoute`, as after sign-in), so the logo and "Back to home" keep
 * them in the app with its menu. Signed out, or when that screen would not let them in (a
 * talent on the staff site), the public landing page.
 */
export function useHomeHref(): string {
  const { roles, user, secondFactor } = useSession();
  if (user === null || !roles.signedIn) return routes.landing.href();
  const home = homeRoute(roles, currentSide());
  return decideRoute(home, roles, secondFactor) === 'noAccess' ? routes.landing.href() : (routes[home] as RouteDef).href();
}
