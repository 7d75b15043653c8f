import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';
import { MFA_REQUIRED_ROLES, staffCollections, type LinkedinExchangeError } from '@vuoro/domain';
import { db, unlessNoSuchUser } from '../lib/admin';
import { log } from '../lib/log';
import type { IdentityConfig } from './config';

/**
 * PUT /identity/linkedin: LinkedIn's OpenID Connect sign-in, server half. The web app sent the
 * user to LinkedIn and got a `code` back at its callback; here the code is exchanged for an
 * access token (`/oauth/v2/accessToken`), the profile read (`/v2/userinfo`), the Firebase user
 * found, linked or created, and a custom token returned for `signInWithCustomToken`.
 *
 * Which Firebase user a LinkedIn member is:
 * 1. a known LinkedIn subject (Admin-only `linkedinLinks/{sub}` → uid) is that user;
 * 2. else an account with the same email, when LinkedIn says the email is verified, is linked;
 * 3. else a new user is created (a new talent: no claims).
 * A custom token skips the password and the second factor, so LinkedIn never signs in to an
 * account with a second factor or a staff role, nor links an account whose own email is
 * unverified (someone may have registered another person's address): those answer 409.
 */

export class IdentityError extends Error {
  constructor(
    readonly code: LinkedinExchangeError,
    readonly status: 401 | 409 | 502,
  ) {
    super(code);
    this.name = 'IdentityError';
  }
}

const rejected = () => new IdentityError('linkedinRejected', 401);
const unavailable = () => new IdentityError('linkedinUnavailable', 502);
const accountExists = () => new IdentityError('linkedinAccountExists', 409);

/** LinkedIn's token answer (only what we use; the rest may vary). */
const tokenResponse = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
/** LinkedIn's error answer: `{error, error_description}`. */
const errorResponse = z.object({ error: z.string(), error_description: z.string().optional() });

/** LinkedIn's OpenID Connect userinfo. `locale` is an object at LinkedIn, a string in the OIDC standard. */
export const linkedinUserInfo = z.object({
  sub: z.string().min(1).max(128),
  email: z.email().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
  locale: z.union([z.string(), z.object({ country: z.string().optional(), language: z.string().optional() })]).optional(),
});
export type LinkedinUserInfo = z.infer<typeof linkedinUserInfo>;

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    log.warn('linkedin unreachable', { host: new URL(url).host });
    throw unavailable();
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Exchanges the authorization code for an access token. */
async function exchangeCode(config: IdentityConfig, code: string, redirect: string): Promise<string> {
  const response = await call(
    `${config.LINKEDIN_AUTH_BASE_URL}/oauth/v2/accessToken`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: config.LINKEDIN_CLIENT_ID,
        client_secret: config.LINKEDIN_CLIENT_SECRET,
      }),
    },
    config.LINKEDIN_TIMEOUT_MS,
  );
  const body = await readJson(response);
  if (response.status >= 500) throw unavailable();
  if (!response.ok) {
    // LinkedIn's own error name (e.g. invalid_request) is safe to log; the description may echo input.
    const error = errorResponse.safeParse(body);
    log.warn('linkedin refused the code', { status: response.status, linkedinError: error.success ? error.data.error : null });
    throw rejected();
  }
  const parsed = tokenResponse.safeParse(body);
  if (!parsed.success) {
    log.error('linkedin token answer has an unexpected shape', { status: response.status });
    throw unavailable();
  }
  return parsed.data.access_token;
}

async function fetchUserInfo(config: IdentityConfig, accessToken: string): Promise<LinkedinUserInfo> {
  const response = await call(
    `${config.LINKEDIN_API_BASE_URL}/v2/userinfo`,
    { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } },
    config.LINKEDIN_TIMEOUT_MS,
  );
  const body = await readJson(response);
  if (response.status >= 500) throw unavailable();
  if (!response.ok) {
    log.warn('linkedin refused the userinfo call', { status: response.status });
    throw rejected();
  }
  const parsed = linkedinUserInfo.safeParse(body);
  if (!parsed.success) {
    log.error('linkedin userinfo has an unexpected shape', { fields: parsed.error.issues.map((i) => i.path.join('.')) });
    throw unavailable();
  }
  return parsed.data;
}

/** A custom token skips the password and the second factor: never for these accounts. */
function mayUseLinkedIn(user: UserRecord): boolean {
  if ((user.multiFactor?.enrolledFactors.length ?? 0) > 0) return false;
  const claims = user.customClaims ?? {};
  return !MFA_REQUIRED_ROLES.some((role) => claims[role] === true);
}

function displayName(profile: LinkedinUserInfo): string | undefined {
  const name = profile.name?.trim() || [profile.given_name, profile.family_name].filter(Boolean).join(' ').trim();
  return name ? name.slice(0, 256) : undefined;
}

function photoUrl(profile: LinkedinUserInfo): string | undefined {
  if (!profile.picture) return undefined;
  try {
    const url = new URL(profile.picture);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

async function createUser(profile: LinkedinUserInfo): Promise<UserRecord> {
  const auth = getAuth();
  const base = { displayName: displayName(profile), photoURL: photoUrl(profile) };
  const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  if (profile.email) {
    try {
      return await auth.createUser(
        defined({ ...base, email: profile.email.toLowerCase(), emailVerified: profile.email_verified === true }),
      );
    } catch (error) {
      // An account has this (unverified at LinkedIn) email: the new user goes without one.
      if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/email-already-exists'))
        throw error;
    }
  }
  return auth.createUser(defined(base));
}

const ALREADY_EXISTS = 6; // gRPC status of a create() on an existing document

/** Writes `linkedinLinks/{sub}`; when a parallel sign-in won the race, answers the winner's uid. */
async function link(sub: string, uid: string): Promise<string> {
  const ref = db().collection(staffCollections.linkedinLinks).doc(sub);
  try {
    await ref.create({ uid, linkedAt: new Date().toISOString() });
    return uid;
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS)) throw error;
    const winner = (await ref.get()).get('uid');
    if (typeof winner !== 'string') throw error;
    return winner;
  }
}

/** The Firebase user of a LinkedIn member: known, linked by verified email, or new. */
export async function firebaseUserFor(
  profile: LinkedinUserInfo,
): Promise<{ uid: string; outcome: 'known' | 'linked' | 'created' }> {
  const auth = getAuth();
  const ref = db().collection(staffCollections.linkedinLinks).doc(profile.sub);
  const known = (await ref.get()).get('uid');
  if (typeof known === 'string') {
    const user = await unlessNoSuchUser(() => auth.getUser(known));
    if (user) {
      if (!mayUseLinkedIn(user)) throw accountExists();
      return { uid: user.uid, outcome: 'known' };
    }
    await ref.delete(); // the account was deleted since: start afresh
  }

  if (profile.email && profile.email_verified === true) {
    const existing = await unlessNoSuchUser(() => auth.getUserByEmail(profile.email!.toLowerCase()));
    if (existing) {
      if (!existing.emailVerified || !mayUseLinkedIn(existing)) throw accountExists();
      return { uid: await link(profile.sub, existing.uid), outcome: 'linked' };
    }
  }

  const created = await createUser(profile);
  const uid = await link(profile.sub, created.uid);
  if (uid !== created.uid) await auth.deleteUser(created.uid); // a parallel sign-in created the user first
  return { uid, outcome: 'created' };
}

/** The whole exchange: code → access token → profile → Firebase user → custom token. */
export async function linkedinSignIn(config: IdentityConfig, code: string, redirect: string): Promise<string> {
  const accessToken = await exchangeCode(config, code, redirect);
  const profile = await fetchUserInfo(config, accessToken);
  const { uid, outcome } = await firebaseUserFor(profile);
  log.info('linkedin sign-in', { uid, outcome });
  return getAuth().createCustomToken(uid);
}
