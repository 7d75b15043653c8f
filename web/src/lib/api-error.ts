import { StaffApiError } from './staff-api';

/** What a failed Staff API call answered: its HTTP status, its error code, the field issues and the JSON as it came. */
export interface ApiErrorInfo {
  status: number;
  /** The answer's `error` (e.g. 'notAnEmployee', 'protectedAccount'), or its text when it had no JSON. */
  code: string;
  issues: { path: string; message: string }[];
  body: unknown;
}

/**
 * The one place that knows how a failed call looks: the answer of a Staff API route, or null
 * for anything else (no connection, a thrown bug, an aborted call). Screens and api/ files read
 * failures through this and the predicates below, never `instanceof StaffApiError`.
 */
export function apiErrorOf(error: unknown): ApiErrorInfo | null {
  if (!(error instanceof StaffApiError)) return null;
  return { status: error.status, code: error.message, issues: error.issues, body: error.body };
}

type OneOrMore<T> = T | readonly T[];
const matches = <T>(value: T, wanted: OneOrMore<T>) =>
  Array.isArray(wanted) ? (wanted as readonly T[]).includes(value) : value === wanted;

/** The call was answered with `status` (one of them, given a list) and, when named, one of the `code`s. */
export function isApiError(error: unknown, status: OneOrMore<number>, code?: OneOrMore<string>): boolean {
  const info = apiErrorOf(error);
  return info !== null && matches(info.status, status) && (code === undefined || matches(info.code, code));
}

/** 401 after the session protocol ran: the user is being signed out (or declined to sign in again); the screen says nothing more. */
export const isSignedOut = (error: unknown): boolean => isApiError(error, 401);

/** 404: what was asked for is not there (or not the caller's). */
export const isNotFound = (error: unknown): boolean => isApiError(error, 404);

/** 429: too many requests; the user is asked to try later. */
export const isTooMany = (error: unknown): boolean => isApiError(error, 429);

/** A refusal of the request itself (4xx other than 429): trying the same again will not help. */
export function isRefused(error: unknown): boolean {
  const info = apiErrorOf(error);
  return info !== null && info.status >= 400 && info.status < 500 && info.status !== 429;
}

/** The route answered but failed on its side (5xx). */
export function isServerFailure(error: unknown): boolean {
  const info = apiErrorOf(error);
  return info !== null && info.status >= 500;
}

/** 403 `notAnEmployee`: the caller has no employee status; no retry helps. */
export const isNotAnEmployee = (error: unknown): boolean => isApiError(error, 403, 'notAnEmployee');

/** The field issues of a 400 answer (empty for anything else). */
export function issuesOf(error: unknown): { path: string; message: string }[] {
  const info = apiErrorOf(error);
  return info?.status === 400 ? info.issues : [];
}

export interface ErrorTextOptions<K extends string> {
  /** The text for an answer's error code, e.g. `{ protectedAccount: 'users:signInAs.protected' }`. */
  byCode?: Partial<Record<string, K>>;
  /** The text for an HTTP status, e.g. `{ 409: 'shifts:stale', 429: 'errors:tooManyAttempts' }`. */
  byStatus?: Partial<Record<number, K>>;
  /** Everything else: no connection, a server failure, an answer the screen has no word for. */
  fallback: K;
}

/**
 * The one function from a failed call to the i18n key of its user text: the code's own text
 * first, then the status's, then the fallback. `notAnEmployee` always says so, whatever the screen.
 */
export function errorText<K extends string>(
  error: unknown,
  { byCode = {}, byStatus = {}, fallback }: ErrorTextOptions<K>,
): K | 'errors:notAnEmployee' {
  const info = apiErrorOf(error);
  if (!info) return fallback;
  const own = byCode[info.code] ?? byStatus[info.status];
  if (own) return own;
  if (isNotAnEmployee(error)) return 'errors:notAnEmployee';
  return fallback;
}
