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

/** Longer than any screen's address with its query: refused outright. */
const MAX_NEXT_LENGTH = 2000;

/**
 * Backslashes (browsers read `/\` as `//`) and control characters: C0 and DEL (the URL parser
 * silently drops tab and newlines, so `/\t/evil` is `//evil`) and C1.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f]/;

/** `value` percent-decoded until it no longer changes; null when it cannot be decoded (or never settles). */
function decodedFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path that, read as it is or after any decoding, stays on the site it is resolved against. */
function staysOnSite(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}

/**
 * The `next` query parameter, only when it is a path of this site, else null. It is resolved
 * with `new URL(next, origin)` and kept only when it stays on `origin`; what is returned is the
 * resolved path, query and hash, and that path must still be a plain path (not `//host`, no
 * backslash or control character) as it is and however often it is percent-decoded, since a
 * router or a later reader may decode it (`/%2F%2Fevil`, `/%5Cevil`, `/a/..//evil`). Sign-in
 * screens are refused too: returning to one would loop or undo the sign-in.
 */
export function safeNext(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw || raw.length > MAX_NEXT_LENGTH || !staysOnSite(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const pathname = decodedFully(url.pathname);
  if (pathname === null || !staysOnSite(url.pathname) || !staysOnSite(pathname)) return null;
  if (SIGN_IN_PATHS.has(pathname)) return null;
  const next = `${url.pathname}${url.search}${url.hash}`;
  return new URL(next, origin).origin === origin ? next : null;
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
