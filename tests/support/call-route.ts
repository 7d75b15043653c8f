import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { fillPath, validationErrorMap, WEB_INTERFACE_HEADER, WEB_INTERFACE_VALUE, type AnyEndpoint } from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { FUNCTIONS_URL } from './emulators';

/**
 * Calls a Staff API route by its contract (domain/src/api/staff): the path comes from the
 * contract with its parameters filled in (`fillPath`), so no test writes a path. In-process by
 * default (the Hono app the function serves, against the Firestore and Auth emulators); with
 * `via: 'function'` through the `api` function in the Functions emulator, for what only the
 * deployed wiring does (the rewrite, `rawBody`, the caller's address from X-Forwarded-For).
 */

// As the function's entry point does (functions/src/index.ts): field messages are i18n keys.
z.config({ customError: validationErrorMap });

// The configuration the Functions emulator gives the function (functions/.env.local, this machine's
// VAPID pair, over functions/.env.demo-vuoro), so the app in-process runs as configured as the one in
// the emulator; a variable already set wins.
for (const file of ['.env.local', '.env.demo-vuoro']) {
  const url = new URL(`../../functions/${file}`, import.meta.url);
  if (!existsSync(url)) continue;
  for (const line of readFileSync(url, 'utf8').split('\n')) {
    const entry = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (entry) process.env[entry[1]!] ??= entry[2]!;
  }
}

const defaultApp = createStaffApi();

export interface RouteCall {
  /** The path parameters, by the contract's `{name}`. */
  params?: Record<string, unknown>;
  /** The query: its fields (a test may send ones the contract refuses), or a ready query string. */
  query?: Record<string, string | number | boolean | undefined> | string;
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's ID token, sent as a bearer. */
  token?: string;
  /** The caller, as the shift fixtures make them (tests/support/staff-shifts.ts); `null` sends no token. */
  caller?: { idToken: string } | null;
  /** Send the web interface header (default: when a token is sent). */
  webHeader?: boolean;
  headers?: Record<string, string>;
  /** `app` (default): in-process; `function`: through the Functions emulator. */
  via?: 'app' | 'function';
  /** Another in-process app (e.g. `createStaffApi({ now })` with its clock moved). */
  app?: { request: (path: string, init: RequestInit) => Response | Promise<Response> };
}

export interface RouteAnswer {
  status: number;
  /** The parsed JSON, or the text (a 401 answers plain text, spec section 4; a 204 answers ''). */
  body: unknown;
  /** Not enumerable, so `toEqual({ status, body })` compares what a test means. */
  readonly headers: Headers;
}

function queryString(query: RouteCall['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query ? `?${query.replace(/^\?/, '')}` : '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path of `contract` with `params` and `query` filled in, as sent. */
export const routePath = (contract: Pick<AnyEndpoint, 'path'>, call: Pick<RouteCall, 'params' | 'query'> = {}) =>
  fillPath(contract.path, call.params) + queryString(call.query);

export async function callRoute(contract: Pick<AnyEndpoint, 'method' | 'path'>, call: RouteCall = {}): Promise<RouteAnswer> {
  const token = call.token ?? call.caller?.idToken;
  const headers: Record<string, string> = { ...call.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.webHeader ?? !!token) headers[WEB_INTERFACE_HEADER] = WEB_INTERFACE_VALUE;
  if (call.body !== undefined) headers['Content-Type'] ??= 'application/json';
  const init: RequestInit = {
    method: contract.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
  const path = routePath(contract, call);
  const res =
    call.via === 'function'
      ? await fetch(`${FUNCTIONS_URL}/api${path}`, init)
      : await (call.app ?? defaultApp).request(path, init);
  const text = await res.text();
  const body = res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text;
  return Object.defineProperty({ status: res.status, body }, 'headers', { value: res.headers, enumerable: false }) as RouteAnswer;
}
