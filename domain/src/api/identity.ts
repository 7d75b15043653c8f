import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { employeeStatus } from '../labels';
import { changeEmailForm, emailField } from '../validation/email';
import { validationMessages as m } from '../texts/messages';
import { newPasswordField } from '../validation/password';
import { endpoint } from './staff/endpoint';

/**
 * Identity contracts shared by the web app, the functions and the tests (issue 3): the Staff
 * API's authentication protocol (spec sections 4, 6 and 8), the `/v1/User/...` payloads, the
 * LinkedIn token exchange and the username resolution. Response shapes are ours (DESIGN.md:
 * "The spec does not show response shapes").
 */

/** A query flag: `true` or `false`. */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A person of the staff system (Admin SDK only, collection `staffPeople`): the source of the
 * `employee`, `customerIds`, `teamLead` and `canEditShifts` claims. An old account signs in
 * with `username`; `firebaseUid` is the Firebase account linked to it (set by seed/CLI, or by
 * AddNewstaffUID when the person first signs in with email or migrates).
 */
export const staffPerson = z.object({
  username: z.string().min(1).nullable(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  employee: z.boolean(),
  customerIds: z.array(z.string().min(1)),
  teamLead: z.boolean(),
  canEditShifts: z.boolean(),
  firebaseUid: z.string().nullable(),
  migratedAt: z.iso.datetime().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  /** An old username account asked for a sign-in link to this (lower-cased) email: a pending migration. */
  migrationEmail: z.string().nullable().optional(),
  migrationRequestedAt: z.iso.datetime().nullable().optional(),
  /** The employee's mobile number, for a message about a shift (SendSms). */
  phone: z.string().max(32).nullable().optional(),
  /** The profession titles (`staffProfessionTitles` ids) the employee works as: which orders suit them. */
  professionTitleIds: z.array(z.string().min(1).max(128)).max(50).optional(),
  /** Spec section 4's employee status: a passive employee gets no offers. Unset is active. */
  status: employeeStatus.optional(),
});
export type StaffPerson = z.infer<typeof staffPerson>;

/** The language of a signed-in account without a staff record (collection `staffUserSettings/{uid}`). */
export const staffUserSettings = z.object({ language: z.enum(SUPPORTED_LANGUAGES) });
export type StaffUserSettings = z.infer<typeof staffUserSettings>;

/** Every use of a minted token (collection `staffTokenAudit`): who, whom, when. */
export const tokenAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  /** The uid the manager asked for (MintFirebaseToken) or the username's linked account; null when the record has none. */
  targetUid: z.string().nullable(),
  /** The staff record acted as (records written before the support identity have none). */
  targetStaffId: z.string().nullable().default(null),
  /** The support identity the session signs in as: never the person's own account. */
  supportUid: z.string().nullable().default(null),
  route: z.enum(['MintFirebaseToken', 'MintStaffpointToken']),
  fromApp: z.boolean(),
  at: z.iso.datetime(),
});
export type TokenAuditRecord = z.infer<typeof tokenAuditRecord>;

/**
 * One use of a "Sign in as" session for a change (`staffImpersonationAudit`): written by the Staff
 * API's guard before a write route runs for such a session, so no change made while acting as
 * someone goes unrecorded, whatever its outcome.
 */
export const impersonationUseRecord = z.object({
  actorUid: z.string(),
  supportUid: z.string(),
  targetStaffId: z.string().nullable(),
  /** `METHOD /path` as the contract spells it. */
  route: z.string(),
  at: z.iso.datetime(),
});
export type ImpersonationUseRecord = z.infer<typeof impersonationUseRecord>;

/**
 * The custom claims a function may set (setUserClaims callable, scripts/set-claims.ts). A
 * claim left out keeps its value; `mfaRequired` makes the Staff API ask this account for a
 * second factor even without an MFA role.
 */
export const userClaimsPatch = z
  .object({
    admin: z.boolean().optional(),
    my: z.boolean().optional(),
    userManager: z.boolean().optional(),
    employee: z.boolean().optional(),
    customerIds: z.array(z.string().trim().min(1).max(128)).max(50).optional(),
    teamLead: z.boolean().optional(),
    canEditShifts: z.boolean().optional(),
    mfaRequired: z.boolean().optional(),
  })
  .strict();
export type UserClaimsPatch = z.infer<typeof userClaimsPatch>;

/** setUserClaims (callable, admin only): merges `claims` into the account's custom claims. */
export const setUserClaimsBody = z.object({ uid: z.string().trim().min(1).max(128), claims: userClaimsPatch }).strict();
export type SetUserClaimsBody = z.infer<typeof setUserClaimsBody>;
export const setUserClaimsResponse = z.object({ uid: z.string(), claims: z.record(z.string(), z.unknown()) });
export type SetUserClaimsResponse = z.infer<typeof setUserClaimsResponse>;

/** The account's claims after a patch: given claims replace, others stay. */
export function mergeClaims(current: Record<string, unknown> | undefined, patch: UserClaimsPatch): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) merged[key] = value;
  return merged;
}

/**
 * Whether a claims change takes a role away: `admin`, `my`, `userManager`, `employee`,
 * `teamLead` or `canEditShifts` was true and no longer is, or `customerIds` lost an entry.
 * Whoever sets claims then revokes the account's refresh tokens, so a session signed in with
 * the old role cannot refresh its way on with it; adding a role revokes nothing.
 */
export function removesRole(before: Record<string, unknown> | undefined, after: Record<string, unknown>): boolean {
  const flags = ['admin', 'my', 'userManager', 'employee', 'teamLead', 'canEditShifts'];
  if (flags.some((flag) => before?.[flag] === true && after[flag] !== true)) return true;
  const kept: unknown[] = Array.isArray(after.customerIds) ? after.customerIds : [];
  return Array.isArray(before?.customerIds) && before.customerIds.some((id) => !kept.includes(id));
}

/** Every claims change (collection `staffClaimsAudit`): who, whom, what, when, and through which path. */
export const claimsAuditRecord = z.object({
  actorUid: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetUid: z.string(),
  claims: userClaimsPatch,
  via: z.enum(['setUserClaims', 'cli']),
  at: z.iso.datetime(),
});
export type ClaimsAuditRecord = z.infer<typeof claimsAuditRecord>;

/** Old accounts' sign-in emails: `USERNAME_LOGIN_DOMAIN` and `isUsernameLogin` live in ./auth-protocol (zod-free, for the first load). */

// ── /v1/User ───────────────────────────────────────────────────────────────────────────────

/** POST /v1/User/AccessToken?fromApp: syncs the caller's claims from its staff record. */
export const accessTokenQuery = z.object({ fromApp: booleanQuery.optional() }).strict();
/** POST /v1/User/MintFirebaseToken/{firebaseUID}: the account to act as. */
export const mintFirebaseTokenParams = z.object({ firebaseUID: z.string().trim().min(1).max(128) });
/** POST /v1/User/MintFirebaseToken/{firebaseUID}?fromApp (recorded in the audit). */
export const mintFirebaseTokenQuery = z.object({ fromApp: booleanQuery.optional() }).strict();
export const accessTokenResponse = z.object({
  /** True when the claims changed: the client must refresh its ID token. */
  claimsUpdated: z.boolean(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

/** GET /v1/User/UserInfo. */
export const userInfoResponse = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  username: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  emailVerified: z.boolean(),
  mfaEnrolled: z.boolean(),
  roles: z.object({
    admin: z.boolean(),
    my: z.boolean(),
    userManager: z.boolean(),
    employee: z.boolean(),
    customerIds: z.array(z.string()),
    teamLead: z.boolean(),
  }),
});
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

/** POST /v1/User/MintFirebaseToken/{firebaseUID} and MintStaffpointToken: a custom token. */
export const mintStaffpointTokenBody = z.object({ username: z.string().trim().min(1).max(128), fromApp: z.boolean().optional() });
export const mintTokenResponse = z.object({ token: z.string().min(1) });
export type MintTokenResponse = z.infer<typeof mintTokenResponse>;

/** PUT /v1/User/Password {OldPassword, NewPassword}. */
export const changePasswordBody = z.object({ OldPassword: z.string().min(1), NewPassword: newPasswordField }).strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** PUT /v1/User/UpdateEmail?email. */
export const updateEmailQuery = z.object({ email: emailField }).strict();
/**
 * UpdateEmail's query checked against the account's current email, as the settings form checks
 * it (changeEmailForm): 'New email is invalid', 'New email cannot be the same as the old email.'
 * Issues are reported on `email`; the address comes back lower-cased.
 */
export function updateEmailQueryFor(currentEmail: string | null) {
  return z
    .object({ email: z.string() })
    .strict()
    .transform(({ email }, ctx) => {
      const checked = changeEmailForm.safeParse({ oldEmail: currentEmail ?? '', newEmail: email });
      if (checked.success) return { email: checked.data.newEmail.toLowerCase() };
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['email'] });
      return z.NEVER;
    });
}

/** PUT /v1/User/SendLinkToEmail/{email} (no auth): the first-login / migration sign-in link. */
export const sendLinkParams = z.object({ email: emailField });
/** Where the link leads (our origin; the function checks it against the allowed hosts). */
export const sendLinkBody = z.object({ continueUrl: z.url() }).strict();

/** PUT /v1/User/ResetPassword?identifier (no auth): an email or an old username. */
export const resetPasswordQuery = z.object({ identifier: z.string().trim().min(1).max(254) }).strict();

/** 429 answer code of ResetPassword and SendLinkToEmail: the caller's address used up its window. */
export const AUTH_EMAIL_TOO_MANY = 'tooMany';

/**
 * Limits of the two sign-in emails anyone may ask for (ResetPassword, SendLinkToEmail), counted
 * together for both routes. 20 per caller address per hour leaves room for a workplace behind one
 * address while stopping one caller from walking a list of addresses: over it, 429 `tooMany`,
 * the same whether or not the account exists. The mailbox asked about is never refused (a limit
 * there let anyone block an owner's reset): at most one email is sent to it per
 * `AUTH_EMAIL_SEND_INTERVAL_MS`, and the route answers 204 either way.
 */
export const AUTH_EMAIL_LIMIT_PER_ADDRESS = 20;
export const AUTH_EMAIL_SEND_INTERVAL_MS = 60 * 1000;
export const AUTH_EMAIL_RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * A queued sign-in email (`staffAuthEmailQueue/{id}`, Admin SDK only). The two routes only
 * validate, rate-limit and queue, so they answer in the same time whether or not the account
 * exists; a Firestore trigger looks the account up and sends, then deletes the document.
 * `callerUid` is the verified uid of an old username account asking for its migration link.
 */
export const authEmailRequest = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('passwordReset'),
      identifier: resetPasswordQuery.shape.identifier,
      requestedAt: z.iso.datetime(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('signInLink'),
      email: emailField,
      continueUrl: sendLinkBody.shape.continueUrl,
      callerUid: z.string().min(1).max(128).nullable(),
      requestedAt: z.iso.datetime(),
    })
    .strict(),
]);
export type AuthEmailRequest = z.infer<typeof authEmailRequest>;

/** PUT /v1/User/AddNewstaffUID?uid&email: links a new sign-in to its staff record. */
export const addNewStaffUidQuery = z.object({ uid: z.string().min(1).max(128), email: emailField }).strict();
export const addNewStaffUidResponse = z.object({
  claimsUpdated: z.boolean(),
  /**
   * A custom token for the caller when the link ended the account's sessions (every first link):
   * the web signs in with it and carries on (set a new password), the old sessions stay ended.
   */
  token: z.string().optional(),
});
/** 409 `error` codes of AddNewstaffUID; the web app shows the matching migration message. */
export const ADD_NEW_STAFF_UID_ERRORS = ['nothingToMigrate', 'missingEmployeeStatus'] as const;

/**
 * The `error` codes of the other /v1/User answers: 403 `Forbidden` (role, or AddNewstaffUID for
 * another account), 403 `impersonated` (a "Sign in as" session on Mint or a sensitive route), 403
 * `customTokenSession` (UpdateEmail from a custom-token sign-in), 404 `notFound` (Mint for an
 * unknown account), 409 `protectedAccount` (Mint for a staff role or an account with a second
 * factor), 400 `incorrectPassword` (PUT Password), 429 `tooManyAttempts` (PUT Password).
 */
export const USER_API_ERRORS = [
  'Forbidden',
  'impersonated',
  'customTokenSession',
  'notFound',
  'protectedAccount',
  'incorrectPassword',
  'tooManyAttempts',
] as const;

/** PUT /v1/User/Language {Culture}. */
export const languageBody = z.object({ Culture: z.enum(SUPPORTED_LANGUAGES) }).strict();

/**
 * What ListUsers pages, filters and searches by, stored beside each staff record (`listing`) and
 * derived from it by `staffPersonListing` alone, so every writer stores the same (the functions'
 * `people()` converter and the seed call it). One call is then one indexed query of one page:
 * - `sortKey`: last name, then first name, lower case, accents dropped but å, ä, ö kept after z
 *   in the Finnish order, so Firestore's byte order is the list's order;
 * - `prefixes`: every prefix (up to `LISTING_SEARCH_MAX` characters) of the name, the email and
 *   the username, each also from every word start (after a space, `.`, `@`, `_`, `+` or `-`),
 *   so "aalto", "ville v", "hotelli.fi" and "anna.aalto@ex" find their person;
 * - `customerUser`: whether the record has a customer (the `customers=true` filter).
 */
const LISTING_SEARCH_MAX = 100;
const staffPersonListingFields = z.object({
  sortKey: z.string(),
  prefixes: z.array(z.string()),
  customerUser: z.boolean(),
});
export type StaffPersonListing = z.infer<typeof staffPersonListingFields>;

/** A search text as `prefixes` holds it: trimmed, one space between words, lower case, NFC. */
export function listingSearchKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, LISTING_SEARCH_MAX);
}

const FINNISH_LAST: Record<string, string> = { å: '{', ä: '|', ö: '}' };
const sortPart = (text: string) =>
  listingSearchKey(text)
    .replace(/[åäö]/g, (c) => FINNISH_LAST[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

export function staffPersonListing(p: StaffPerson): StaffPersonListing {
  const prefixes = new Set<string>();
  const sources = [`${p.firstName} ${p.lastName}`, `${p.lastName} ${p.firstName}`, p.email ?? '', p.username ?? ''];
  for (const source of sources.map(listingSearchKey)) {
    for (let start = 0; start < source.length; start += 1) {
      if (start > 0 && !/[\s.@_+-]/.test(source[start - 1]!)) continue;
      const word = source.slice(start);
      for (let end = 1; end <= word.length; end += 1) prefixes.add(word.slice(0, end).trimEnd());
    }
  }
  prefixes.delete('');
  return {
    // \u0001 sorts before every character, so "De" comes before "De Luca" whatever their first names.
    sortKey: `${sortPart(p.lastName)}\u0001${sortPart(p.firstName)}`,
    prefixes: [...prefixes].sort(),
    customerUser: p.customerIds.length > 0,
  };
}

/** A staff record as stored: the person and its `listing`. */
export const storedStaffPerson = staffPerson.extend({ listing: staffPersonListingFields });
export const toStoredStaffPerson = (p: StaffPerson): z.infer<typeof storedStaffPerson> => ({
  ...p,
  listing: staffPersonListing(p),
});

/** ListUsers' `cursor`: where the previous page ended (its last row's sort key and id), opaque to callers. */
export interface ListUsersCursor {
  sortKey: string;
  id: string;
}
const cursorShape = z.tuple([z.string(), z.string().min(1)]);
const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
export const encodeListUsersCursor = (c: ListUsersCursor): string => toBase64Url(JSON.stringify([c.sortKey, c.id]));
export function decodeListUsersCursor(cursor: string): ListUsersCursor | null {
  try {
    const bytes = Uint8Array.from(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    const [sortKey, id] = cursorShape.parse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
    return { sortKey, id };
  } catch {
    return null;
  }
}

/**
 * GET /v1/User/ListUsers?skip,take,search,customers (spec), plus our `cursor`: the `next` of the
 * previous answer. With a cursor the page starts after it (and `skip` counts from there), so a
 * caller paging forward reads one page per call; `skip` alone still works as the spec has it,
 * though Firestore reads the skipped records too.
 */
/** The largest `skip` ListUsers takes. */
export const LIST_USERS_MAX_SKIP = 10_000;
export const listUsersQuery = z
  .object({
    /** Records to pass over (cursor paging reads less); Firestore's offset is a 32-bit number, and no list is near this long. */
    skip: z.coerce.number().int().min(0).max(LIST_USERS_MAX_SKIP).default(0),
    take: z.coerce.number().int().min(1).max(100).default(25),
    search: z.string().trim().max(LISTING_SEARCH_MAX).optional(),
    /** Only customer users (true), only employees (false), or everyone (absent). */
    customers: booleanQuery.optional(),
    cursor: z
      .string()
      .max(1000)
      .refine((c) => decodeListUsersCursor(c) !== null, { error: m.invalidValue })
      .optional(),
  })
  .strict();
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
export const listedUser = z.object({
  uid: z.string().nullable(),
  staffId: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  employee: z.boolean(),
  customerIds: z.array(z.string()),
  disabled: z.boolean(),
  migrated: z.boolean(),
});
export type ListedUser = z.infer<typeof listedUser>;
export const listUsersResponse = z.object({
  total: z.number().int().min(0),
  users: z.array(listedUser),
  /** Our extension: the `cursor` of the page after this one; null when this page is the last (or not told). */
  next: z.string().nullable().default(null),
});
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

// ── Identity function (not part of the Staff API; Hosting rewrites /identity/** to it) ─────

/** POST /identity/resolve-login {identifier}: the sign-in email of an email or an old username. */
export const resolveLoginBody = z.object({ identifier: z.string().trim().min(1).max(254) }).strict();
export const resolveLoginResponse = z.object({ email: z.string() });

/** PUT /identity/linkedin {code, redirect}: exchanges a LinkedIn code for a Firebase custom token. */
export const linkedinExchangeBody = z.object({ code: z.string().min(1).max(2048), redirect: z.url() }).strict();
export const linkedinExchangeResponse = z.object({ token: z.string().min(1) });
/**
 * `error` of a failed exchange: LinkedIn refused the code (401), LinkedIn could not be reached
 * (502), or an account with this email exists that LinkedIn may not sign in to (409: its email
 * is unverified, it has a second factor, or it holds a staff role) — sign in the way you did before.
 */
export const postResolveLogin = endpoint({
  method: 'POST',
  path: '/identity/resolve-login',
  access: 'anyone',
  summary: 'The sign-in email of an email or an old username (the same shape whether or not it exists).',
  body: resolveLoginBody,
  response: resolveLoginResponse,
});

export const putLinkedinExchange = endpoint({
  method: 'PUT',
  path: '/identity/linkedin',
  access: 'anyone',
  summary: 'Exchanges a LinkedIn OpenID Connect code for a Firebase custom token.',
  body: linkedinExchangeBody,
  response: linkedinExchangeResponse,
  errors: { 401: '`linkedinRejected`', 409: '`linkedinAccountExists`', 502: '`linkedinUnavailable`' },
});

export const LINKEDIN_EXCHANGE_ERRORS = ['linkedinRejected', 'linkedinUnavailable', 'linkedinAccountExists'] as const;
export type LinkedinExchangeError = (typeof LINKEDIN_EXCHANGE_ERRORS)[number];
