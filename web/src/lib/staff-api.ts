import type { z } from 'zod';
import { authProtocol } from './auth-protocol';
import {
  apiError,
  AUTH_401,
  fillPath,
  REAUTH_DECLINED,
  routes,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type AnyEndpoint,
  type EndpointCall,
  type EndpointResult,
} from '@vuoro/domain';

export { WEB_INTERFACE_HEADER, WEB_INTERFACE_VALUE };
export { installAuthProtocol, type AuthProtocol } from './auth-protocol';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** The answer's JSON as it came: a route's error may carry more than `error` (a 409's details). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * Send the signed-in user's ID token as the bearer and follow the 401 protocol. Routes that
   * need no authentication (ResetPassword, SendLinkToEmail, MaintenancePreInfoMessage) leave it
   * off; a bearer is still sent when `token` is given.
   */
  auth?: boolean;
  /** A token provider of the caller's own (spec section 6: "the user-list call can use a supplied token"). */
  token?: (forceRefresh: boolean) => Promise<string | null>;
  signal?: AbortSignal;
  /** What the answer may be (`Accept`); JSON unless said (a file route takes any type). */
  accept?: string;
  /** Further request headers (a salary slip's `X-Download-Key`). */
  headers?: Record<string, string>;
}

export interface EndpointOptions {
  /** A token provider of the caller's own (a user object that is not yet the session's, or spec section 6's supplied token). */
  token?: CallOptions['token'];
  signal?: AbortSignal;
}

/**
 * Calls one of our HTTP routes by its contract (domain/src/api/staff and the identity, forms
 * and cards contracts): the path filled from `params`, the query and JSON body as the contract
 * names them, the signed-in user's bearer and the 401 protocol unless the route is for anyone,
 * and the answer parsed with the contract's response schema (`undefined` for a 204 route).
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointCall<E>,
  options: EndpointOptions = {},
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: CallOptions['query']; body?: unknown };
  const answer = await callStaffApi(fillPath(endpoint.path, params), endpoint.response as z.ZodType | null, {
    method: endpoint.method,
    auth: endpoint.access !== 'anyone',
    ...(query && { query }),
    ...(body !== undefined && { body }),
    ...(options.token && { token: options.token }),
    ...(options.signal && { signal: options.signal }),
  });
  return answer as EndpointResult<E>;
}

/**
 * The one `fetch` wrapper every Staff API call goes through: same-origin `/v1/...` (Hosting
 * rewrites it to the `api` function), the web-interface header, JSON in and out, the response
 * parsed with the shared zod schema, and the 401 protocol of spec section 4:
 *
 * 1. any 401: refresh the ID token and retry once;
 * 2. still 'User needs mfa': to /multifactor/e, which enrols a second factor when the user has
 *    none (its secondary option hidden) and otherwise signs in again with the second factor
 *    (that screen's lazy chunk carries the multi-factor code; the first load stays small);
 * 3. still 'Credentials too old': ask the user to sign in again; confirmed → retry, declined →
 *    `StaffApiError('userNeedsReauth')`;
 * 4. any other 401: sign out and go to /login.
 */
export async function callStaffApi<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.infer<S>>;
/** `schema` null: a route that answers 204 with no body; resolves to undefined. */
export async function callStaffApi(path: string, schema: null, options?: CallOptions): Promise<undefined>;
export async function callStaffApi(path: string, schema: z.ZodType | null, options?: CallOptions): Promise<unknown>;
export async function callStaffApi(path: string, schema: z.ZodType | null, options: CallOptions = {}): Promise<unknown> {
  return read(await fetchStaffApi(path, options), schema);
}

/**
 * The request half of `callStaffApi`: sends the call with the bearer and runs the 401 protocol,
 * then hands back the answer as it came (a file route's bytes are no JSON: lib/staff-file.ts reads them).
 */
export async function fetchStaffApi(path: string, options: CallOptions = {}): Promise<Response> {
  const authenticated = options.auth === true || options.token !== undefined;
  const ownToken = options.token;
  const tokenOf = ownToken
    ? async (force: boolean) => {
        // A supplied provider may not force a refresh itself: refresh the session's token first.
        if (force) await authProtocol()?.getToken(true);
        return ownToken(force);
      }
    : (force: boolean) => authProtocol()?.getToken(force) ?? Promise.resolve(null);

  let response = await send(path, options, authenticated ? await tokenOf(false) : null);
  if (response.status === 401 && authenticated) {
    response = await send(path, options, await tokenOf(true));
    if (response.status === 401) response = await handleUnauthorized(path, options, tokenOf, await response.text());
  }
  return response;
}

async function handleUnauthorized(
  path: string,
  options: CallOptions,
  tokenOf: (force: boolean) => Promise<string | null>,
  body: string,
): Promise<Response> {
  const p = authProtocol();
  const next = p?.currentPath() ?? '/';
  if (body === AUTH_401.credentialsTooOld) {
    if (p && (await p.requestReauth())) {
      const retried = await send(path, options, await tokenOf(true));
      if (retried.status !== 401) return retried;
    }
    throw new StaffApiError(401, REAUTH_DECLINED);
  }
  if (body === AUTH_401.needsMfa) {
    p?.navigate(routes.multiFactorE.href(undefined, { next }));
    throw new StaffApiError(401, AUTH_401.needsMfa);
  }
  if (p) {
    await p.signOut().catch(() => undefined);
    p.navigate(routes.login.href(undefined, { next }));
  }
  throw new StaffApiError(401, AUTH_401.unauthorized);
}

function send(path: string, options: CallOptions, token: string | null): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: options.accept ?? 'application/json',
    [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
}

async function read(response: Response, schema: z.ZodType | null): Promise<unknown> {
  if (!response.ok) throw await failureOf(response);
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  return schema ? schema.parse(json) : undefined;
}

/** A failed answer as the error every caller reads: its status, its `error` code and field issues, its JSON. */
export async function failureOf(response: Response): Promise<StaffApiError> {
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  const parsed = apiError.safeParse(json);
  return new StaffApiError(
    response.status,
    parsed.success ? parsed.data.error : text || response.statusText,
    parsed.success ? (parsed.data.issues ?? []) : [],
    json,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
