import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import {
  accessCheck,
  actAs,
  anonymousRoles,
  AUTH_401,
  endpointKey,
  impersonatedBy,
  postMintFirebaseToken,
  postMintStaffpointToken,
  putAddNewstaffUID,
  putPassword,
  putUpdateEmail,
  impersonationUseRecord,
  MFA_REQUIRED_ROLES,
  refusesImpersonation,
  rolesFromClaims,
  staffCollections,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type Access,
  type AnyEndpoint,
  type ApiError,
  type Roles,
} from '@vuoro/domain';
import { accountRefuses, cachedAccount, verifyIdTokenLocally } from '../account-state';
import { db } from '../admin';

/**
 * Who may call what, for every entry point: the Staff API and the other HTTP functions (through
 * `guard`) and the callables (through `guardCallable`). One reading of the bearer, one rule for
 * the second factor, one permission table (domain's `accessCheck`); no role check is written
 * anywhere else.
 */

/** What the guard hands to the handlers. */
export interface ApiVariables {
  /** The caller's verified ID token; null on an `anyone` route called without a valid bearer. */
  auth: DecodedIdToken | null;
  roles: Roles;
  endpoint: AnyEndpoint;
  /** The app's clock in milliseconds (`GuardOptions.now`): what the per-instance caches age by. */
  now: () => number;
}
export type ApiEnv = { Variables: ApiVariables };

export interface GuardOptions {
  /** Age in seconds after which a sign-in is too old for a sensitive route. */
  recentLoginSeconds: () => number;
  /** The clock, in milliseconds (tests move it forward instead of waiting). */
  now?: () => number;
}

/**
 * The key of the route Hono matched, `METHOD /path/:param` as `endpointKey` writes it; null when
 * no route matched (the app answers its JSON 404). Middleware is registered for ALL methods, so
 * the last route with a real method is the handler's.
 */
export function routeKeyOf(c: Context): string | null {
  const route = matchedRoutes(c)
    .filter((r) => r.method !== 'ALL')
    .at(-1);
  return route ? `${route.method} ${route.path}` : null;
}

/** Whether this account must sign in with a second factor before it may act (admin, my, userManager, or flagged). */
export function mustUseMfa(token: object, roles: Roles): boolean {
  return (token as { mfaRequired?: unknown }).mfaRequired === true || MFA_REQUIRED_ROLES.some((role) => roles[role]);
}

const hasSecondFactor = (token: { firebase?: { sign_in_second_factor?: unknown } }): boolean =>
  !!token.firebase?.sign_in_second_factor;

const signedInWithCustomToken = (token: DecodedIdToken): boolean => token.firebase.sign_in_provider === 'custom';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The routes that change who can sign in as whom (a password, the sign-in email, a token to act as
 * someone, a record linked to a new account): on these a revoked or disabled account is refused at
 * once, by Auth itself. Every other route checks revocation against the account's state as this
 * instance read it, at most `ACCOUNT_STATE_TTL_MS` ago.
 */
const IDENTITY_CHANGES = new Set(
  [putPassword, putUpdateEmail, postMintFirebaseToken, postMintStaffpointToken, putAddNewstaffUID].map(endpointKey),
);

/**
 * The verified ID token of an `Authorization: Bearer` header, or null (expired, revoked, disabled,
 * garbage: never logged). The token is checked locally (`verifyIdTokenLocally`: Google's public
 * keys, cached by the Admin SDK; the Auth emulator's tokens are unsigned); revocation
 * and the disabled state are checked against the account's cached state (`cachedAccount`), or by
 * Auth on every call when `fresh` (the identity-changing routes).
 */
export async function verifyBearer(
  header: string | undefined,
  { fresh, now }: { fresh: boolean; now: number },
): Promise<DecodedIdToken | null> {
  const match = BEARER.exec(header ?? '');
  if (!match) return null;
  try {
    if (fresh) return await getAuth().verifyIdToken(match[1]!, true);
    const token = await verifyIdTokenLocally(match[1]!);
    return accountRefuses(token, await cachedAccount(token.uid, now)) ? null : token;
  } catch {
    return null;
  }
}

const unauthorized = (c: Context, body: (typeof AUTH_401)[keyof typeof AUTH_401]) => {
  c.header('WWW-Authenticate', 'Bearer');
  return c.text(body, 401);
};

/**
 * Authentication and authorisation of every route of an app, driven by its endpoint contracts
 * (spec sections 4 and 6). In order: a served route without a contract → 404 (deny by default);
 * an `anyone` route passes (with the caller's token when a valid bearer came along); otherwise
 * the web interface header and a valid bearer (401 'Unauthorized'), a second factor when the
 * account needs one (401 'User needs mfa'), a "Sign in as" session on a route that refuses it
 * (403 `impersonated`: Mint and every sensitive route) and a custom-token session on a route that
 * refuses those (403 `customTokenSession`), the role (403), and for a sensitive route a recent
 * sign-in (401 'Credentials too old'). 401 bodies are plain text, word for word.
 */
export function guard(endpoints: readonly AnyEndpoint[], options: GuardOptions): MiddlewareHandler<ApiEnv> {
  const table = new Map(endpoints.map((e) => [endpointKey(e), e]));
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const key = routeKeyOf(c);
    if (key === null) return next(); // no such route: the app's notFound answers
    const rule = table.get(key);
    if (!rule) return c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404);
    c.set('endpoint', rule);
    c.set('now', now);

    const bearer = { fresh: IDENTITY_CHANGES.has(key), now: now() };
    if (rule.access === 'anyone') {
      const token = c.req.header('Authorization') ? await verifyBearer(c.req.header('Authorization'), bearer) : null;
      // A public route that takes an optional bearer (SendLinkToEmail) must not act for a
      // "Sign in as" session either: the link would move the person onto the manager's address.
      if (token && refusesImpersonation(rule) && impersonatedBy(token) !== null) {
        return c.json<ApiError>({ error: 'impersonated' }, 403);
      }
      c.set('auth', token);
      c.set('roles', token ? rolesFromClaims(token) : anonymousRoles);
      if (token) await recordImpersonatedChange(c, rule, token);
      return next();
    }

    if (c.req.header(WEB_INTERFACE_HEADER) !== WEB_INTERFACE_VALUE) return unauthorized(c, AUTH_401.unauthorized);
    const token = await verifyBearer(c.req.header('Authorization'), bearer);
    if (!token) return unauthorized(c, AUTH_401.unauthorized);
    const roles = rolesFromClaims(token);
    if (mustUseMfa(token, roles) && !hasSecondFactor(token)) return unauthorized(c, AUTH_401.needsMfa);
    if (refusesImpersonation(rule) && impersonatedBy(token) !== null) return c.json<ApiError>({ error: 'impersonated' }, 403);
    if (rule.customTokenSession === 'refused' && signedInWithCustomToken(token)) {
      return c.json<ApiError>({ error: 'customTokenSession' }, 403);
    }
    if (!accessCheck[rule.access](roles)) return c.json<ApiError>({ error: 'Forbidden' }, 403);
    if (rule.sensitive && Math.floor(now() / 1000) - token.auth_time > options.recentLoginSeconds()) {
      return unauthorized(c, AUTH_401.credentialsTooOld);
    }
    c.set('auth', token);
    c.set('roles', roles);
    await recordImpersonatedChange(c, rule, token);
    return next();
  };
}

/**
 * A "Sign in as" session asking for a change (any method but GET) is recorded before the handler
 * runs: who acted (`impersonatedBy`), through which support identity, as which staff record, on
 * which route. Reads are covered by the mint record; changes are named one by one.
 */
async function recordImpersonatedChange(c: Context, rule: AnyEndpoint, token: DecodedIdToken): Promise<void> {
  const actor = impersonatedBy(token);
  if (actor === null || rule.method === 'GET') return;
  const record = impersonationUseRecord.parse({
    actorUid: actor,
    supportUid: token.uid,
    targetStaffId: actAs(token),
    route: `${rule.method} ${rule.path}`,
    at: new Date().toISOString(),
  });
  await db().collection(staffCollections.impersonationAudit).add(record);
}

/**
 * The caller's own ID token, as it came (the guard verified it): for the Auth REST operations that
 * act as the signed-in user (sending its email change link, clearing its password).
 */
export function callerIdToken(c: Context<ApiEnv>): string {
  caller(c);
  return BEARER.exec(c.req.header('Authorization') ?? '')![1]!;
}

/** The verified caller on a route that requires sign-in (the guard guarantees it). */
export function caller(c: Context<ApiEnv>): DecodedIdToken {
  const token = c.get('auth');
  if (!token) throw new Error(`route ${endpointKey(c.get('endpoint'))} needs a signed-in caller`);
  return token;
}

/**
 * The caller of a callable, checked as `guard` checks an HTTP caller: signed in, second factor,
 * role. Every callable of ours is an administrator's tool (claims, account deletion), so a "Sign
 * in as" session is refused on all of them ('impersonated'), as Mint and the sensitive routes refuse it.
 */
export type CallableCaller = { uid: string; email: string | null; token: DecodedIdToken };

export function guardCallable(request: CallableRequest<unknown>, access: Exclude<Access, 'anyone'>): CallableCaller {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  const roles = rolesFromClaims(auth.token);
  if (mustUseMfa(auth.token, roles) && !hasSecondFactor(auth.token)) throw new HttpsError('unauthenticated', AUTH_401.needsMfa);
  if (impersonatedBy(auth.token) !== null) throw new HttpsError('permission-denied', 'impersonated');
  if (!accessCheck[access](roles)) throw new HttpsError('permission-denied', 'Forbidden');
  return { uid: auth.uid, email: typeof auth.token.email === 'string' ? auth.token.email : null, token: auth.token };
}
