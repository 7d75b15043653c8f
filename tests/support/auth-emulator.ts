import { randomUUID } from 'node:crypto';
import { AUTH, PROJECT_ID } from './emulators';

/**
 * The Auth emulator's REST API for browser journeys: fresh users of a test's own (the admin
 * endpoints accept `Authorization: Bearer owner`), and what the emulator "sent": emails
 * (`oobCodes`) and SMS codes (`verificationCodes`). Nothing here prints a password or a code.
 */
const ORIGIN = `http://${AUTH.host}:${AUTH.port}`;
const REST = `${ORIGIN}/identitytoolkit.googleapis.com/v1`;
/** The web app's API key in emulator builds (web/.env.emulator). */
export const API_KEY = 'demo-api-key';

export const uniqueTestEmail = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@test.vuoro.fi`;

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
}

/** Creates an email/password user; verified by default (Firebase enrols a second factor only then). */
export async function createEmulatorUser(
  options: { email?: string; password?: string; emailVerified?: boolean; displayName?: string } = {},
): Promise<EmulatorUser> {
  const email = options.email ?? uniqueTestEmail('user');
  const password = options.password ?? 'Testi-Salasana-1';
  const res = await fetch(`${REST}/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, displayName: options.displayName ?? 'Testi Käyttäjä' }),
  });
  if (!res.ok) throw new Error(`creating a user failed: ${res.status}`);
  const { localId } = (await res.json()) as { localId: string };
  if (options.emailVerified ?? true) {
    const update = await fetch(`${REST}/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    });
    if (!update.ok) throw new Error(`verifying the user's email failed: ${update.status}`);
  }
  return { uid: localId, email, password };
}

/** The user's second factors, as the Auth emulator stores them. */
export async function mfaInfoOf(uid: string): Promise<{ mfaEnrollmentId: string; phoneInfo?: string }[]> {
  const res = await fetch(`${REST}/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const json = (await res.json()) as { users?: { mfaInfo?: { mfaEnrollmentId: string; phoneInfo?: string }[] }[] };
  return json.users?.[0]?.mfaInfo ?? [];
}

export interface EmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(): Promise<EmulatorOobCode[]> {
  const res = await fetch(`${ORIGIN}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  return ((await res.json()) as { oobCodes: EmulatorOobCode[] }).oobCodes;
}

export interface EmulatorSmsCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

export async function verificationCodes(): Promise<EmulatorSmsCode[]> {
  const res = await fetch(`${ORIGIN}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  return ((await res.json()) as { verificationCodes: EmulatorSmsCode[] }).verificationCodes;
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
export async function nextSmsCode(phoneNumber: string, seen: readonly EmulatorSmsCode[]): Promise<string> {
  const known = new Set(seen.map((c) => c.sessionInfo));
  const found = await poll(
    async () => (await verificationCodes()).filter((c) => c.phoneNumber === phoneNumber && !known.has(c.sessionInfo)).at(-1),
    `an SMS code to ${phoneNumber}`,
  );
  return found.code;
}

/** Waits for the newest email of `requestType` to `email` that was not among `seen`. */
export async function nextOobCode(
  email: string,
  requestType: string,
  seen: readonly EmulatorOobCode[] = [],
): Promise<EmulatorOobCode> {
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
export async function requestSignInLink(email: string, continueUrl: string): Promise<EmulatorOobCode> {
  const before = await oobCodes();
  const res = await fetch(`${REST}/accounts:sendOobCode?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true }),
  });
  if (!res.ok) throw new Error(`requesting a sign-in link failed: ${res.status}`);
  return nextOobCode(email, 'EMAIL_SIGNIN', before);
}

/** The /verify address of an emailed sign-in link on `site` (what Firebase's link leads to). */
export const signInLinkOn = (site: string, oobCode: string) =>
  `${site}/verify?mode=signIn&oobCode=${encodeURIComponent(oobCode)}&apiKey=${API_KEY}&lang=en`;
