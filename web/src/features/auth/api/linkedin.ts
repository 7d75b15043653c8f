import { useEffect, useState } from 'react';
import { signInWithCustomToken, type User } from 'firebase/auth';
import { LINKEDIN_EXCHANGE_ERRORS, linkedinExchangeBody, putLinkedinExchange, type LinkedinExchangeError } from '@vuoro/domain';
import { authErrorKey, type ErrorKey } from '@/lib/auth-errors';
import { auth } from '@/lib/firebase';
import { config } from '@/lib/config';
import { apiErrorOf } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

/**
 * LinkedIn sign-in (OpenID Connect, authorization code), browser half:
 * 1. `startLinkedInSignIn` stores a random `state` (and where to go afterwards) in this tab's
 *    sessionStorage and sends the browser to LinkedIn;
 * 2. LinkedIn sends it back to `/auth/linkedin/callback?code&state` (or `?error&state`);
 * 3. `completeLinkedInSignIn` refuses a `state` that is not the stored one (spec section 5: a
 *    forgery attempt), treats a cancel quietly, PUTs `{code, redirect}` to the identity function
 *    (spec section 7) and signs in with the custom token it returns.
 */

/** sessionStorage key of the pending sign-in: `{state, next}`. */
export const LINKEDIN_PENDING_KEY = 'vuoro.linkedinSignIn';
/** Where LinkedIn sends the browser back; the identity function accepts only these. */
export const LINKEDIN_CALLBACK_PATH = '/auth/linkedin/callback';
/** What we ask LinkedIn for: OpenID Connect with the profile and the email address. */
export const LINKEDIN_SCOPE = 'openid profile email';
/** LinkedIn's `error` values for a member who pressed Cancel. */
const CANCELLED = new Set(['user_cancelled_login', 'user_cancelled_authorize']);

/** The reply's `state` is not the one this tab sent: someone else started this sign-in. */
export class LinkedInForgeryError extends Error {
  constructor() {
    super('LinkedIn sign-in state mismatch');
    this.name = 'LinkedInForgeryError';
  }
}

/** LinkedIn or the identity function refused the sign-in. */
export class LinkedInSignInError extends Error {
  constructor(readonly code: LinkedinExchangeError | 'linkedinError' | 'exchangeFailed') {
    super(code);
    this.name = 'LinkedInSignInError';
  }
}

interface Pending {
  state: string;
  next: string | null;
}

/** 256 random bits, hex: far beyond guessing. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const linkedinRedirectUri = (origin: string = window.location.origin): string => `${origin}${LINKEDIN_CALLBACK_PATH}`;

/** LinkedIn's authorization URL for this site and state. */
export function linkedinAuthorizationUrl(state: string, origin: string = window.location.origin): string {
  if (!config.linkedin) throw new Error('LinkedIn sign-in is not configured for this deployment');
  const url = new URL(config.linkedin.authUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.linkedin.clientId,
    redirect_uri: linkedinRedirectUri(origin),
    state,
    scope: LINKEDIN_SCOPE,
  }).toString();
  return url.href;
}

/** Remembers the state for the callback and leaves for LinkedIn (`go` is the navigation, for tests). */
export function startLinkedInSignIn(next?: string, go: (url: string) => void = (url) => window.location.assign(url)): void {
  const state = randomState();
  const pending: Pending = { state, next: next ?? null };
  window.sessionStorage.setItem(LINKEDIN_PENDING_KEY, JSON.stringify(pending));
  go(linkedinAuthorizationUrl(state));
}

/** Reads and forgets the pending sign-in: a state is good for one reply only. */
function takePending(): Pending | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(LINKEDIN_PENDING_KEY);
    window.sessionStorage.removeItem(LINKEDIN_PENDING_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Pending>;
    return typeof value.state === 'string' && value.state
      ? { state: value.state, next: typeof value.next === 'string' ? value.next : null }
      : null;
  } catch {
    return null;
  }
}

/** Compares in constant time, so the check does not hint how much of a guess was right. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type LinkedInOutcome = { cancelled: true; next: string | null } | { cancelled: false; next: string | null; user: User };

/** PUT /identity/linkedin {code, redirect} → a Firebase custom token. */
export async function exchangeLinkedInCode(code: string, redirect: string): Promise<string> {
  const body = linkedinExchangeBody.parse({ code, redirect });
  try {
    return (await callEndpoint(putLinkedinExchange, { body })).token;
  } catch (error) {
    const answer = apiErrorOf(error);
    if (answer) {
      const known = (LINKEDIN_EXCHANGE_ERRORS as readonly string[]).includes(answer.code);
      throw new LinkedInSignInError(known ? (answer.code as LinkedinExchangeError) : 'exchangeFailed');
    }
    throw error;
  }
}

/**
 * Finishes the sign-in from the callback's query. Throws `LinkedInForgeryError` when the state
 * is missing or not this tab's (the stored state is forgotten either way), answers
 * `{cancelled: true}` when the member cancelled at LinkedIn, and otherwise signs in.
 */
export async function completeLinkedInSignIn(params: URLSearchParams): Promise<LinkedInOutcome> {
  const pending = takePending();
  const state = params.get('state');
  if (!pending || !state || !sameState(state, pending.state)) throw new LinkedInForgeryError();

  const error = params.get('error');
  if (error && CANCELLED.has(error)) return { cancelled: true, next: pending.next };
  const code = params.get('code');
  if (error || !code) throw new LinkedInSignInError('linkedinError');

  const token = await exchangeLinkedInCode(code, linkedinRedirectUri());
  const credential = await signInWithCustomToken(auth, token);
  return { cancelled: false, next: pending.next, user: credential.user };
}

/** The `errors:` message for a failed LinkedIn sign-in (spec section 8 texts, one mapper for Auth). */
export function linkedinErrorKey(error: unknown): ErrorKey {
  if (error instanceof LinkedInForgeryError) return 'errors:forgery';
  if (error instanceof LinkedInSignInError) {
    return error.code === 'linkedinAccountExists' ? 'errors:accountExistsWithOtherMethod' : 'errors:loginFailed';
  }
  return authErrorKey(error, 'signIn');
}

export type LinkedInCallbackState =
  | { status: 'working' }
  | { status: 'cancelled'; next: string | null }
  | { status: 'signedIn'; next: string | null; uid: string }
  | { status: 'failed'; error: ErrorKey; forgery: boolean };

/**
 * One completion per callback URL, shared by every mount: React StrictMode mounts the screen
 * twice, and a second run would find the state already taken and cry forgery.
 */
let running: { search: string; promise: Promise<LinkedInOutcome> } | null = null;

function completeOnce(search: string): Promise<LinkedInOutcome> {
  if (running?.search !== search) running = { search, promise: completeLinkedInSignIn(new URLSearchParams(search)) };
  return running.promise;
}

/** Completes the LinkedIn sign-in of this callback URL and reports how it went. */
export function useCompleteLinkedInSignIn(search: string): LinkedInCallbackState {
  const [result, setResult] = useState<LinkedInCallbackState>({ status: 'working' });
  useEffect(() => {
    let live = true;
    completeOnce(search).then(
      (outcome) => {
        if (!live) return;
        setResult(
          outcome.cancelled
            ? { status: 'cancelled', next: outcome.next }
            : { status: 'signedIn', next: outcome.next, uid: outcome.user.uid },
        );
      },
      (error: unknown) => {
        if (live) setResult({ status: 'failed', error: linkedinErrorKey(error), forgery: error instanceof LinkedInForgeryError });
      },
    );
    return () => {
      live = false;
    };
  }, [search]);
  return result;
}
