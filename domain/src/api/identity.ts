import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { emailField } from '../validation/email';
import { newPasswordField } from '../validation/password';
import type { Access } from '../permissions';

/**
 * Identity contracts shared by the web app, the functions and the tests (issue 3): the Staff
 * API's authentication protocol (spec sections 4, 6 and 8), the `/v1/User/...` payloads, the
 * LinkedIn token exchange and the username resolution. Response shapes are ours (DESIGN.md:
 * "The spec does not show response shapes").
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

/** One Staff API route: who may call it and whether it needs a recent sign-in. */
export interface StaffApiRouteAccess {
  readonly access: Access;
  /** Password, email, bank, address: a sign-in newer than the configured age. */
  readonly sensitive?: boolean;
}

/**
 * The Staff API half of the permission table, keyed `METHOD /v1/Group/Route` with Hono path
 * parameters. The middleware answers 403 when the role check fails and 404 for a route that is
 * not listed here (deny by default).
 */
export const staffApiAccess = {
  'GET /v1/System/MaintenancePreInfoMessage': { access: 'anyone' },
  'POST /v1/User/AccessToken': { access: 'signedIn' },
  'GET /v1/User/UserInfo': { access: 'signedIn' },
  'POST /v1/User/MintFirebaseToken/:firebaseUID': { access: 'userManager' },
  'POST /v1/User/MintStaffpointToken': { access: 'userManager' },
  'PUT /v1/User/Password': { access: 'signedIn', sensitive: true },
  'PUT /v1/User/UpdateEmail': { access: 'signedIn', sensitive: true },
  'PUT /v1/User/SendLinkToEmail/:email': { access: 'anyone' },
  'PUT /v1/User/ResetPassword': { access: 'anyone' },
  'PUT /v1/User/AddNewstaffUID': { access: 'signedIn' },
  'PUT /v1/User/Language': { access: 'signedIn' },
  'GET /v1/User/ListUsers': { access: 'userManager' },
  'PUT /v1/Employee/Address': { access: 'employee', sensitive: true },
  'PUT /v1/Employee/Bank': { access: 'employee', sensitive: true },
} as const satisfies Record<string, StaffApiRouteAccess>;
export type StaffApiRouteKey = keyof typeof staffApiAccess;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

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
});
export type StaffPerson = z.infer<typeof staffPerson>;

/** Every use of a minted token (collection `staffTokenAudit`): who, whom, when. */
export const tokenAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  targetUid: z.string(),
  route: z.enum(['MintFirebaseToken', 'MintStaffpointToken']),
  fromApp: z.boolean(),
  at: z.iso.datetime(),
});
export type TokenAuditRecord = z.infer<typeof tokenAuditRecord>;

/**
 * Old accounts sign in with a username. Their Firebase account's sign-in email is an alias at
 * this domain, derived by the identity function from the username with a server-side key, so
 * the same answer comes back whether or not the username exists. No mail is ever sent there.
 */
export const USERNAME_LOGIN_DOMAIN = 'username.vuoro.fi';
export const isUsernameLogin = (email: string | null | undefined): boolean =>
  !!email && email.toLowerCase().endsWith(`@${USERNAME_LOGIN_DOMAIN}`);

// ── /v1/User ───────────────────────────────────────────────────────────────────────────────

/** POST /v1/User/AccessToken?fromApp: syncs the caller's claims from its staff record. */
export const accessTokenQuery = z.object({ fromApp: booleanQuery.optional() }).strict();
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

/** PUT /v1/User/SendLinkToEmail/{email} (no auth): the first-login / migration sign-in link. */
export const sendLinkParams = z.object({ email: emailField });
/** Where the link leads (our origin; the function checks it against the allowed hosts). */
export const sendLinkBody = z.object({ continueUrl: z.url() }).strict();

/** PUT /v1/User/ResetPassword?identifier (no auth): an email or an old username. */
export const resetPasswordQuery = z.object({ identifier: z.string().trim().min(1).max(254) }).strict();

/** PUT /v1/User/AddNewstaffUID?uid&email: links a new sign-in to its staff record. */
export const addNewStaffUidQuery = z.object({ uid: z.string().min(1).max(128), email: emailField }).strict();
export const addNewStaffUidResponse = z.object({ claimsUpdated: z.boolean() });
/** 409 `error` codes of AddNewstaffUID; the web app shows the matching migration message. */
export const ADD_NEW_STAFF_UID_ERRORS = ['nothingToMigrate', 'missingEmployeeStatus'] as const;

/** PUT /v1/User/Language {Culture}. */
export const languageBody = z.object({ Culture: z.enum(SUPPORTED_LANGUAGES) }).strict();

/** GET /v1/User/ListUsers?skip,take,search,customers. */
export const listUsersQuery = z
  .object({
    skip: z.coerce.number().int().min(0).default(0),
    take: z.coerce.number().int().min(1).max(100).default(25),
    search: z.string().trim().max(100).optional(),
    /** Only customer users (true), only employees (false), or everyone (absent). */
    customers: booleanQuery.optional(),
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
export const listUsersResponse = z.object({ total: z.number().int().min(0), users: z.array(listedUser) });
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

// ── Identity function (not part of the Staff API; Hosting rewrites /identity/** to it) ─────

/** POST /identity/resolve-login {identifier}: the sign-in email of an email or an old username. */
export const resolveLoginBody = z.object({ identifier: z.string().trim().min(1).max(254) }).strict();
export const resolveLoginResponse = z.object({ email: z.string() });

/** PUT /identity/linkedin {code, redirect}: exchanges a LinkedIn code for a Firebase custom token. */
export const linkedinExchangeBody = z.object({ code: z.string().min(1).max(2048), redirect: z.url() }).strict();
export const linkedinExchangeResponse = z.object({ token: z.string().min(1) });
