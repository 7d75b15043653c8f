/**
 * The Staff API's authentication protocol constants (spec sections 4, 6 and 8), without zod:
 * the web app's first load imports them, and the bundle budget counts every byte.
 */
/** Marks calls made by the web interface (spec section 6). The Staff API requires it with a bearer. */
export const WEB_INTERFACE_HEADER = 'X-Vuoro-Client';
export const WEB_INTERFACE_VALUE = 'web';

/** Plain-text bodies of the Staff API's 401 answers (spec sections 4 and 8), word for word. */
export const AUTH_401 = {
  needsMfa: 'User needs mfa',
  credentialsTooOld: 'Credentials too old',
  unauthorized: 'Unauthorized',
} as const;
/** What the client raises when the user declines to re-authenticate (spec section 4). */
export const REAUTH_DECLINED = 'userNeedsReauth';

/** Default age, in seconds, of a sign-in after which sensitive routes answer 'Credentials too old'. */
export const RECENT_LOGIN_MAX_AGE_SECONDS = 300;

/**
 * Roles whose accounts must sign in with a second factor before the Staff API answers them
 * (ours: the people who can see or act for other people). Others may enrol voluntarily.
 */
export const MFA_REQUIRED_ROLES = ['admin', 'my', 'userManager'] as const;

/**
 * The claim of a "Sign in as" session: the uid of the user manager acting as the account
 * (DESIGN.md, Impersonation). Such a session may not change any identity (Password, email, links,
 * minting), change claims, or touch Firestore and Storage (the rules refuse it).
 */
export const IMPERSONATED_BY_CLAIM = 'impersonatedBy';
/**
 * The claim of a "Sign in as" session naming the staff record (`staffPeople` id) it acts as. The
 * session itself is a separate support identity, never the person's own Auth account, so nothing
 * done in it (password, email, factors, providers through Auth's own REST API) reaches that account.
 */
export const ACT_AS_CLAIM = 'actAs';

/** The acting user manager's uid when these token claims are a "Sign in as" session, else null. */
export function impersonatedBy(claims: unknown): string | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const actor = (claims as Record<string, unknown>)[IMPERSONATED_BY_CLAIM];
  // Any value at all marks the session: a malformed one must not unlock anything.
  return actor === undefined ? null : String(actor);
}

/**
 * The staff record a "Sign in as" session acts as, or null. Read only together with
 * `impersonatedBy`: an `actAs` without it is no session we minted, and names nobody.
 */
export function actAs(claims: unknown): string | null {
  if (impersonatedBy(claims) === null) return null;
  const record = (claims as Record<string, unknown>)[ACT_AS_CLAIM];
  return typeof record === 'string' && record.length > 0 ? record : null;
}

/**
 * Old accounts sign in with a username. Their Firebase account's sign-in email is an alias at
 * this domain, derived by the identity function from the username with a server-side key, so
 * the same answer comes back whether or not the username exists. No mail is ever sent there.
 */
export const USERNAME_LOGIN_DOMAIN = 'username.vuoro.fi';
export const isUsernameLogin = (email: string | null | undefined): boolean =>
  !!email && email.toLowerCase().endsWith(`@${USERNAME_LOGIN_DOMAIN}`);
