import { randomUUID } from 'node:crypto';
import { WEB_INTERFACE_HEADER, WEB_INTERFACE_VALUE, type UserClaimsPatch } from '@vuoro/domain';
import { adminAuth } from './admin';
import { AUTH, FUNCTIONS_URL, PROJECT_ID } from './emulators';

/**
 * Real sign-ins against the Auth emulator, through the same REST API the web SDK uses: users
 * made with the Admin SDK, ID tokens from `signInWithPassword` (and the SMS second factor),
 * the emails and SMS codes the emulator "sent". Never prints a token, password or code.
 */
const AUTH_ORIGIN = `http://${AUTH.host}:${AUTH.port}`;
export const AUTH_REST = `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1`;
const KEY = 'demo-api-key';

/** Multi-factor operations live in Identity Toolkit v2. */
const AUTH_REST_V2 = `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v2`;

async function authPost<T>(path: string, body: unknown): Promise<{ status: number; json: T & { error?: { message: string } } }> {
  const base = path.startsWith('accounts/mfa') ? AUTH_REST_V2 : AUTH_REST;
  const res = await fetch(`${base}/${path}?key=${KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T & { error?: { message: string } } };
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/** Unique per call, so tests never see each other's users or emails. */
export const uniqueEmail = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@test.vuoro.fi`;

/** A user in the Auth emulator; `mfaPhone` enrols an SMS second factor. */
export async function createTestUser(
  options: {
    prefix?: string;
    email?: string;
    password?: string;
    claims?: UserClaimsPatch;
    mfaPhone?: string;
    disabled?: boolean;
    /** Verified by default: Firebase enrols a second factor only for a verified email. */
    emailVerified?: boolean;
    displayName?: string;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.prefix ?? 'user');
  const password = options.password ?? 'Testi-Salasana-1';
  const user = await adminAuth.createUser({
    email,
    password,
    emailVerified: options.emailVerified ?? true,
    displayName: options.displayName ?? 'Testi Käyttäjä',
    disabled: options.disabled ?? false,
    ...(options.mfaPhone ? { multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: options.mfaPhone }] } } : {}),
  });
  if (options.claims) await adminAuth.setCustomUserClaims(user.uid, options.claims);
  return { uid: user.uid, email, password };
}

export async function deleteTestUsers(uids: string[]): Promise<void> {
  if (uids.length) await adminAuth.deleteUsers(uids);
}

export interface Session {
  idToken: string;
  refreshToken: string;
}

interface SignInAnswer {
  idToken?: string;
  refreshToken?: string;
  mfaPendingCredential?: string;
  mfaInfo?: { mfaEnrollmentId: string }[];
}

/** Signs in with a password; throws with Auth's error code when it refuses. */
export async function signIn(email: string, password: string): Promise<Session> {
  const { json } = await authPost<SignInAnswer>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (json.error) throw new Error(json.error.message);
  if (!json.idToken) throw new Error('second factor required');
  return { idToken: json.idToken, refreshToken: json.refreshToken! };
}

/** Auth's error code for a password sign-in, or null when it succeeds. */
export async function signInError(email: string, password: string): Promise<string | null> {
  const { json } = await authPost<SignInAnswer>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return json.error?.message ?? null;
}

/** Signs in with a password and the SMS second factor, reading the code the emulator "sent". */
export async function signInWithSecondFactor(email: string, password: string): Promise<Session> {
  const first = await authPost<SignInAnswer>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  const pending = first.json.mfaPendingCredential;
  if (!pending) throw new Error(`expected a second-factor challenge, got ${first.json.error?.message ?? 'a session'}`);
  const start = await authPost<{ phoneResponseInfo: { sessionInfo: string } }>('accounts/mfaSignIn:start', {
    mfaPendingCredential: pending,
    mfaEnrollmentId: first.json.mfaInfo![0]!.mfaEnrollmentId,
    phoneSignInInfo: {},
  });
  if (start.json.error) throw new Error(start.json.error.message);
  const sessionInfo = start.json.phoneResponseInfo.sessionInfo;
  const code = (await verificationCodes()).find((v) => v.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error('the emulator recorded no SMS code');
  const done = await authPost<{ idToken: string; refreshToken: string }>('accounts/mfaSignIn:finalize', {
    mfaPendingCredential: pending,
    phoneVerificationInfo: { sessionInfo, code },
  });
  if (done.json.error) throw new Error(done.json.error.message);
  return { idToken: done.json.idToken, refreshToken: done.json.refreshToken };
}

/** Signs in with an emailed sign-in link's code (creates the account on first use). */
export async function signInWithEmailLink(email: string, oobCode: string): Promise<Session & { localId: string }> {
  const { json } = await authPost<{ idToken: string; refreshToken: string; localId: string }>('accounts:signInWithEmailLink', {
    email,
    oobCode,
  });
  if (json.error) throw new Error(json.error.message);
  return json;
}

/** Signs in with a custom token (a minted "Sign in as" token, or the one AddNewstaffUID answers). */
export async function signInWithCustomToken(token: string): Promise<Session> {
  const { json } = await authPost<{ idToken: string; refreshToken: string }>('accounts:signInWithCustomToken', {
    token,
    returnSecureToken: true,
  });
  if (json.error) throw new Error(json.error.message);
  return { idToken: json.idToken, refreshToken: json.refreshToken };
}

/**
 * Signs in with a federated identity the Auth emulator takes on trust (a strict-JSON fake
 * id_token), or links it to the account of `linkTo` (an ID token). Answers the session and the
 * account it signed in to, or Auth's error code.
 */
export async function signInWithIdp(
  providerId: 'google.com' | 'microsoft.com',
  claims: { sub: string; email: string; email_verified?: boolean },
  linkTo?: string,
): Promise<(Session & { localId: string }) | { error: string }> {
  const postBody = new URLSearchParams({ providerId, id_token: JSON.stringify(claims) }).toString();
  const { json } = await authPost<{ idToken?: string; refreshToken?: string; localId?: string; needConfirmation?: boolean }>(
    'accounts:signInWithIdp',
    { postBody, requestUri: 'http://127.0.0.1', returnSecureToken: true, ...(linkTo ? { idToken: linkTo } : {}) },
  );
  if (json.error) return { error: json.error.message };
  if (!json.idToken) return { error: json.needConfirmation ? 'NEED_CONFIRMATION' : 'NO_SESSION' };
  return { idToken: json.idToken, refreshToken: json.refreshToken!, localId: json.localId! };
}

/** Opens an emailed action link as the web app's /verify does (`applyActionCode`): Auth's error code, or null. */
export async function applyOobCode(oobCode: string): Promise<string | null> {
  const { json } = await authPost<object>('accounts:update', { oobCode });
  return json.error?.message ?? null;
}

/** A fresh ID token for a session (claims re-read), as the web SDK's `getIdToken(true)`. */
export async function refreshSession(session: Session): Promise<Session> {
  const res = await fetch(`${AUTH_ORIGIN}/securetoken.googleapis.com/v1/token?key=${KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
  });
  const json = (await res.json()) as { id_token?: string; refresh_token?: string; error?: { message: string } };
  if (!json.id_token) throw new Error(json.error?.message ?? `refresh failed: ${res.status}`);
  return { idToken: json.id_token, refreshToken: json.refresh_token! };
}

/** The claims of an ID token (decoded, not verified: for assertions only). */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface OobCode {
  email: string;
  /** The address a VERIFY_AND_CHANGE_EMAIL link changes the account to. */
  newEmail?: string;
  requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

/** The emails the Auth emulator "sent" (sign-in links, password resets, verifications). */
export async function oobCodes(email?: string): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes: all } = (await res.json()) as { oobCodes: OobCode[] };
  return email ? all.filter((c) => c.email.toLowerCase() === email.toLowerCase()) : all;
}

export interface SmsCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

/** The SMS codes the Auth emulator "sent". */
export async function verificationCodes(): Promise<SmsCode[]> {
  const res = await fetch(`${AUTH_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  return ((await res.json()) as { verificationCodes: SmsCode[] }).verificationCodes;
}

/** The user's second factors, as the Auth emulator stores them. */
export async function mfaInfoOf(uid: string): Promise<{ mfaEnrollmentId: string; phoneInfo?: string }[]> {
  const res = await fetch(`${AUTH_REST}/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const json = (await res.json()) as { users?: { mfaInfo?: { mfaEnrollmentId: string; phoneInfo?: string }[] }[] };
  return json.users?.[0]?.mfaInfo ?? [];
}

async function poll<T>(find: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Waits for a new SMS code to `phoneNumber`: one that was not among `seen` (pass the codes
 * listed before the action that sends it).
 */
export async function nextSmsCode(phoneNumber: string, seen: readonly SmsCode[]): Promise<string> {
  const known = new Set(seen.map((c) => c.sessionInfo));
  const found = await poll(
    async () => (await verificationCodes()).filter((c) => c.phoneNumber === phoneNumber && !known.has(c.sessionInfo)).at(-1),
    `an SMS code to ${phoneNumber}`,
  );
  return found.code;
}

/** Waits for the newest email of `requestType` to `email` that was not among `seen`. */
export async function nextOobCode(email: string, requestType: string, seen: readonly OobCode[] = []): Promise<OobCode> {
  const known = new Set(seen.map((c) => c.oobCode));
  return poll(
    async () =>
      (await oobCodes())
        .filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType && !known.has(c.oobCode))
        .at(-1),
    `a ${requestType} email to ${email}`,
  );
}

/** Asks the emulator to "send" an email sign-in link, as Firebase does for `sendSignInLinkToEmail`. */
export async function requestSignInLink(email: string, continueUrl: string): Promise<OobCode> {
  const before = await oobCodes();
  const res = await fetch(`${AUTH_REST}/accounts:sendOobCode?key=${KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true }),
  });
  if (!res.ok) throw new Error(`requesting a sign-in link failed: ${res.status}`);
  return nextOobCode(email, 'EMAIL_SIGNIN', before);
}

/** The /verify address of an emailed sign-in link on `site` (what Firebase's link leads to). */
export const signInLinkOn = (site: string, oobCode: string) =>
  `${site}/verify?mode=signIn&oobCode=${encodeURIComponent(oobCode)}&apiKey=${KEY}&lang=en`;

export interface ApiCall {
  method?: string;
  token?: string;
  /** Send the web interface header (default true when a token is given). */
  webHeader?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the Staff API function in the emulator. */
export function callApi(path: string, { method = 'GET', token, webHeader, body, headers = {} }: ApiCall = {}): Promise<Response> {
  const h: Record<string, string> = { ...headers };
  if (token) h.Authorization = `Bearer ${token}`;
  if (webHeader ?? !!token) h[WEB_INTERFACE_HEADER] = WEB_INTERFACE_VALUE;
  if (body !== undefined) h['Content-Type'] = 'application/json';
  return fetch(`${FUNCTIONS_URL}/api${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
