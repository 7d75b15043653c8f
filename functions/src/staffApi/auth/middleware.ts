import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import {
  accessCheck,
  anonymousRoles,
  AUTH_401,
  MFA_REQUIRED_ROLES,
  rolesFromClaims,
  staffApiAccess,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type ApiError,
  type Roles,
  type StaffApiRouteAccess,
  type StaffApiRouteKey,
} from '@vuoro/domain';

/** What the middleware hands to the route handlers. */
export interface StaffApiVariables {
  /** The caller's verified ID token; null on an `anyone` route called without a valid bearer. */
  auth: DecodedIdToken | null;
  roles: Roles;
  routeKey: StaffApiRouteKey;
}
export type StaffApiEnv = { Variables: StaffApiVariables };

export interface StaffApiAuthOptions {
  /** Age in seconds after which a sign-in is too old for a sensitive route. */
  recentLoginSeconds: () => number;
  /** The clock, in milliseconds (tests move it forward instead of waiting). */
  now?: () => number;
}

/**
 * The key of the route Hono matched, `METHOD /v1/Group/Route/:param`, as in `staffApiAccess`;
 * null when no route matched (the app answers its JSON 404). Middleware is registered for ALL
 * methods, so the last route with a real method is the handler's.
 */
export function routeKeyOf(c: Context): string | null {
  const route = matchedRoutes(c)
    .filter((r) => r.method !== 'ALL')
    .at(-1);
  return route ? `${route.method} ${route.path}` : null;
}

const unauthorized = (c: Context, body: (typeof AUTH_401)[keyof typeof AUTH_401]) => {
  c.header('WWW-Authenticate', 'Bearer');
  return c.text(body, 401);
};

/** Whether this account must sign in with a second factor before the Staff API answers it. */
export function mustUseMfa(token: DecodedIdToken, roles: Roles): boolean {
  return token.mfaRequired === true || MFA_REQUIRED_ROLES.some((role) => roles[role]);
}

async function verifyBearer(c: Context): Promise<DecodedIdToken | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) return null;
  try {
    return await getAuth().verifyIdToken(match[1]!, true);
  } catch {
    // Expired, revoked, disabled or not a token at all: the caller is not signed in. Never log it.
    return null;
  }
}

/**
 * Authentication and authorisation of every Staff API route, driven by `staffApiAccess`
 * (spec sections 4 and 6). In order: a route not in the table → 404; an `anyone` route passes
 * (with the caller's token when a valid bearer came along); otherwise the web interface header
 * and a valid bearer (401 'Unauthorized'), a second factor when the account needs one (401
 * 'User needs mfa'), the role (403), and for a sensitive route a recent sign-in (401
 * 'Credentials too old'). 401 bodies are plain text, word for word.
 */
export function staffApiAuth(options: StaffApiAuthOptions): MiddlewareHandler<StaffApiEnv> {
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const key = routeKeyOf(c);
    if (key === null) return next(); // no such route: the app's notFound answers
    const rule: StaffApiRouteAccess | undefined = (staffApiAccess as Record<string, StaffApiRouteAccess>)[key];
    if (!rule) return c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404);
    c.set('routeKey', key as StaffApiRouteKey);

    if (rule.access === 'anyone') {
      const token = c.req.header('Authorization') ? await verifyBearer(c) : null;
      c.set('auth', token);
      c.set('roles', token ? rolesFromClaims(token) : anonymousRoles);
      return next();
    }

    if (c.req.header(WEB_INTERFACE_HEADER) !== WEB_INTERFACE_VALUE) return unauthorized(c, AUTH_401.unauthorized);
    const token = await verifyBearer(c);
    if (!token) return unauthorized(c, AUTH_401.unauthorized);
    const roles = rolesFromClaims(token);
    if (mustUseMfa(token, roles) && !token.firebase.sign_in_second_factor) return unauthorized(c, AUTH_401.needsMfa);
    if (!accessCheck[rule.access](roles)) return c.json<ApiError>({ error: 'Forbidden' }, 403);
    if (rule.sensitive && Math.floor(now() / 1000) - token.auth_time > options.recentLoginSeconds()) {
      return unauthorized(c, AUTH_401.credentialsTooOld);
    }
    c.set('auth', token);
    c.set('roles', roles);
    return next();
  };
}

/** The verified caller on a route that requires sign-in (the middleware guarantees it). */
export function caller(c: Context<StaffApiEnv>): DecodedIdToken {
  const token = c.get('auth');
  if (!token) throw new Error(`route ${c.get('routeKey')} needs a signed-in caller`);
  return token;
}
