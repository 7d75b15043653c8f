import {
  EmailAuthProvider,
  getMultiFactorResolver,
  multiFactor,
  reauthenticateWithCredential,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { errorCode } from './auth-errors';
import { config } from './config';
import { auth } from './firebase';
import { requestReauth } from './reauth';

/**
 * Multi-factor authentication by SMS (spec section 4: six-digit code sent to the phone). The
 * screens (/multiFactor, /multifactor/e, /login/multifactor) and the re-authentication dialog
 * share these wrappers over Firebase's phone second factor.
 *
 * Firebase needs an application verifier before it sends a code. In production that is an
 * invisible reCAPTCHA (its script comes from www.google.com, allowed by the CSP); in emulator
 * builds app verification is switched off, so no reCAPTCHA script is ever fetched.
 */
if (config.emulators) auth.settings.appVerificationDisabledForTesting = true;

/**
 * Runs `send` with a fresh invisible reCAPTCHA in a detached container, and always clears it:
 * a reCAPTCHA token is single-use, and a verifier left behind would keep its iframe alive.
 */
async function withVerifier<T>(send: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

export const isPhoneFactor = (factor: MultiFactorInfo): factor is PhoneMultiFactorInfo =>
  factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID;

/** The user's enrolled SMS factors (the product offers no other kind). */
export function enrolledPhoneFactors(user: User): PhoneMultiFactorInfo[] {
  return multiFactor(user).enrolledFactors.filter(isPhoneFactor);
}

export const hasSecondFactor = (user: User | null): boolean => !!user && multiFactor(user).enrolledFactors.length > 0;

/**
 * A phone number for display: the country code's `+`, the last three digits, the rest hidden.
 * Firebase already hides most digits of sign-in hints (`+*******1234`); those keep their shape.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.includes('*')) return phone.replace(/\*/g, '•');
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 3) return phone;
  return `+${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

/** Sends the enrolment code to `phoneNumber` (E.164); resolves the verification id. */
export async function sendEnrolmentCode(user: User, phoneNumber: string): Promise<string> {
  const session = await multiFactor(user).getSession();
  return withVerifier((verifier) => new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier));
}

/** Enrols the phone whose code was sent, then refreshes the session so the token carries the factor. */
export async function enrolPhone(user: User, verificationId: string, code: string, displayName?: string) {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  // Without a name the field is left out: Auth refuses a null display name.
  if (displayName) await multiFactor(user).enroll(assertion, displayName);
  else await multiFactor(user).enroll(assertion);
  await user.getIdToken(true);
}

/** Removes one enrolled factor. */
export async function unenrolFactor(user: User, factor: MultiFactorInfo): Promise<void> {
  await multiFactor(user).unenroll(factor);
}

/** The phone hint a sign-in sends its code to: the first SMS factor. */
export function signInHint(resolver: MultiFactorResolver): PhoneMultiFactorInfo | null {
  return resolver.hints.find(isPhoneFactor) ?? null;
}

/** Sends the sign-in (or re-authentication) code to the hint's phone; resolves the verification id. */
export async function sendSignInCode(resolver: MultiFactorResolver, hint: PhoneMultiFactorInfo): Promise<string> {
  return withVerifier((verifier) =>
    new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier),
  );
}

/** Finishes a sign-in or re-authentication with the code the user typed. */
export function resolveWithCode(resolver: MultiFactorResolver, verificationId: string, code: string): Promise<UserCredential> {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  return resolver.resolveSignIn(assertion);
}

/**
 * Runs an Auth operation that Firebase may refuse with `auth/requires-recent-login`: then it
 * asks the user to sign in again (the re-authentication dialog) and, if they did, retries once.
 * Declining rethrows the original error.
 */
export async function withRecentLogin<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (errorCode(error) !== 'auth/requires-recent-login') throw error;
    if (!(await requestReauth())) throw error;
    return operation();
  }
}

export type ReauthOutcome = { kind: 'done' } | { kind: 'mfa'; resolver: MultiFactorResolver; hint: PhoneMultiFactorInfo };

/**
 * Re-authentication with the account's password. An account with a second factor continues
 * with its SMS code: the outcome carries the resolver and the phone to send it to.
 */
export async function reauthenticateWithPassword(user: User, password: string): Promise<ReauthOutcome> {
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    return { kind: 'done' };
  } catch (error) {
    if (errorCode(error) !== 'auth/multi-factor-auth-required') throw error;
    const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
    const hint = signInHint(resolver);
    if (!hint) throw error;
    return { kind: 'mfa', resolver, hint };
  }
}
