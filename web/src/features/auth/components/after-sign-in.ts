import { homeRoute, isUsernameLogin, routes, type Roles } from '@vuoro/domain';
import type { Side } from '@/lib/audience';

/** Screens that must never be the place a sign-in returns to (it would loop or undo itself). */
const SIGN_IN_PATHS = new Set<string>([
  routes.login.path,
  routes.loginL.path,
  routes.loginS.path,
  routes.ukraine.path,
  routes.signout.path,
  routes.ad.path,
  routes.loginMultifactor.path,
]);

const BASE = 'https://vuoro.invalid';

/**
 * The `next` query parameter, only when it is a path of this site: it starts with one `/` (not
 * `//`, which is another host), holds no backslash or control character (browsers read `/\` as
 * `//`), resolves to our own origin, and is not a sign-in screen. Otherwise null.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (SIGN_IN_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface SignedInUser {
  email: string | null;
  roles: Roles;
  side: Side;
  next: string | null | undefined;
}

/**
 * Where a signed-in user goes from a sign-in screen: an old username account first moves to
 * email sign-in (/verify?migrate=1); everyone else to the asked-for `next` when it is safe, or
 * to the first screen their roles open on this side (the permission table's `homeRoute`).
 */
export function destinationAfterSignIn({ email, roles, side, next }: SignedInUser): string {
  if (isUsernameLogin(email)) return routes.verify.href(undefined, { migrate: 1 });
  return safeNext(next) ?? routes[homeRoute(roles, side)].href();
}
