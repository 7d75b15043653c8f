import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { routeIds, routes, type RouteId } from '@vuoro/domain';

function specificity(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((n, s) => n + (s.startsWith(':') || s.startsWith('*') ? 1 : 3), 0);
}

/**
 * The order the router tries routes in: the most literal paths first, so `/talents/talent`
 * wins over a parameterised sibling; wouter's Switch takes the first match.
 */
export const orderedRouteIds: readonly RouteId[] = [...routeIds].sort(
  (a, b) => specificity(routes[b].path) - specificity(routes[a].path),
);

/** Which route the router shows for a pathname (null: the 404 page), with its parameters. */
export function resolveRoute(pathname: string): { id: RouteId; params: Record<string, string | undefined> } | null {
  for (const id of orderedRouteIds) {
    const [matched, params] = matchRoute(parse, routes[id].path, pathname);
    if (matched) return { id, params: params as Record<string, string | undefined> };
  }
  return null;
}
