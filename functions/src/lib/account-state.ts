import { getAuth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import { TtlCache } from './ttl-cache';

/**
 * An account's Auth record as this instance last read it, at most a minute old: what the guard
 * checks a locally verified ID token against (disabled? signed in before the tokens' "valid after"
 * time?) and what UserInfo answers from. The "valid after" time is Auth's own
 * (`tokensValidAfterTime`): every revocation, ours (role removal, AddNewstaffUID, account
 * deletion) or Auth's (a password or email change, a console lock), moves it, so no second copy
 * can drift. Each place of ours that revokes, disables or changes claims drops the entry here
 * (`forgetAccount`), so this instance sees the change at once; other instances within the TTL.
 */
export const ACCOUNT_STATE_TTL_MS = 60_000;

const accounts = new TtlCache<string, UserRecord | null>(ACCOUNT_STATE_TTL_MS, 20_000);

const noSuchUser = (err: unknown) => (err as { code?: unknown }).code === 'auth/user-not-found';

/** The account's Auth record (null: no such account), read at most once per TTL per instance. */
export function cachedAccount(uid: string, now: number = Date.now()): Promise<UserRecord | null> {
  return accounts.get(
    uid,
    () =>
      getAuth()
        .getUser(uid)
        .catch((err: unknown) => {
          if (noSuchUser(err)) return null;
          throw err;
        }),
    now,
  );
}

/**
 * The Admin SDK's own check of an ID token (its format, audience, issuer, expiry, subject; the
 * signature against Google's public keys, which it caches), with no call to Auth. In production
 * that is `verifyIdToken(token)`. Against the Auth emulator `verifyIdToken` always asks Auth as if
 * `checkRevoked` were set, so there the guard calls the verifier `verifyIdToken` itself uses (the
 * emulator signs no token, so that verifier checks everything but the signature there), and the
 * emulator's runs measure what production does: a local check and the cached account state.
 */
export function verifyIdTokenLocally(idToken: string): Promise<DecodedIdToken> {
  const auth = getAuth();
  const verifier = (auth as unknown as { idTokenVerifier?: LocalVerifier }).idTokenVerifier;
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || typeof verifier?.verifyJWT !== 'function') return auth.verifyIdToken(idToken);
  return verifier.verifyJWT(idToken, true);
}
interface LocalVerifier {
  verifyJWT(token: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

/** This instance changed the account (claims, revocation, disabled): the next call reads it again. */
export function forgetAccount(uid: string): void {
  accounts.forget(uid);
}

/**
 * Whether the account refuses this (signature-checked) token: gone, disabled, or the token's
 * sign-in is older than the account's "valid after" time (revoked), as `verifyIdToken(t, true)`
 * decides it.
 */
export function accountRefuses(token: DecodedIdToken, account: UserRecord | null): boolean {
  if (!account || account.disabled) return true;
  const validAfterMs = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
  return token.auth_time * 1000 < validAfterMs;
}

/** Ends every session of the account (refresh tokens revoked) and drops this instance's copy of its state. */
export async function revokeSessions(uid: string): Promise<void> {
  await getAuth().revokeRefreshTokens(uid);
  forgetAccount(uid);
}

/** Locks or unlocks the account and drops this instance's copy of its state. */
export async function setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
  await getAuth().updateUser(uid, { disabled });
  forgetAccount(uid);
}
