import {
  accessTokenQuery,
  accessTokenResponse,
  addNewStaffUidQuery,
  addNewStaffUidResponse,
  changePasswordBody,
  languageBody,
  listUsersQuery,
  listUsersResponse,
  mintFirebaseTokenParams,
  mintFirebaseTokenQuery,
  mintStaffpointTokenBody,
  mintTokenResponse,
  resetPasswordQuery,
  sendLinkBody,
  sendLinkParams,
  updateEmailQueryFor,
  userInfoResponse,
} from '../identity';
import { endpoint } from './endpoint';

/** `/v1/User/...` (spec section 7). Contracts only: the group's schemas live beside the identity model in ../identity. */

export const postAccessToken = endpoint({
  method: 'POST',
  path: '/v1/User/AccessToken',
  access: 'signedIn',
  summary: "Copies the caller's staff record (employee, customers, team lead) into its claims.",
  query: accessTokenQuery,
  response: accessTokenResponse,
});

export const getUserInfo = endpoint({
  method: 'GET',
  path: '/v1/User/UserInfo',
  access: 'signedIn',
  summary: 'Who the caller is: account, staff record and roles.',
  response: userInfoResponse,
});

export const postMintFirebaseToken = endpoint({
  method: 'POST',
  path: '/v1/User/MintFirebaseToken/{firebaseUID}',
  access: 'userManager',
  impersonation: 'refused',
  summary: 'A custom token to act as another account (audited; never a staff role or an account with a second factor).',
  params: mintFirebaseTokenParams,
  query: mintFirebaseTokenQuery,
  response: mintTokenResponse,
  errors: { 404: '`notFound`: no such account', 409: '`protectedAccount`: the account holds a staff role or a second factor' },
});

export const postMintStaffpointToken = endpoint({
  method: 'POST',
  path: '/v1/User/MintStaffpointToken',
  access: 'userManager',
  impersonation: 'refused',
  summary:
    "A custom token to act as an old username account's person (audited; never a staff role or an account with a second factor).",
  body: mintStaffpointTokenBody,
  response: mintTokenResponse,
  errors: { 404: '`notFound`: no such username', 409: '`protectedAccount`: the account holds a staff role or a second factor' },
});

export const putPassword = endpoint({
  method: 'PUT',
  path: '/v1/User/Password',
  access: 'signedIn',
  impersonation: 'refused',
  sensitive: true,
  summary: "Changes the caller's password after checking the old one.",
  body: changePasswordBody,
  response: null,
  errors: { 400: '`incorrectPassword`: the old password is wrong', 429: '`tooManyAttempts`' },
});

export const putUpdateEmail = endpoint({
  method: 'PUT',
  path: '/v1/User/UpdateEmail',
  access: 'signedIn',
  impersonation: 'refused',
  sensitive: true,
  customTokenSession: 'refused',
  summary:
    'Sends a verify-and-change link to the new address; the sign-in email changes when it is opened. The same answer whether or not another account has the address.',
  /** Checked again in the handler against the account's current address ('New email cannot be the same…'). */
  query: updateEmailQueryFor(null),
  response: null,
});

const tooManyEmails = '`tooMany` (code): the caller address has used up its hour (AUTH_EMAIL_LIMIT_PER_ADDRESS)';

export const putSendLinkToEmail = endpoint({
  method: 'PUT',
  path: '/v1/User/SendLinkToEmail/{email}',
  access: 'anyone',
  impersonation: 'refused',
  summary:
    'Queues a sign-in link email for a first sign-in or a migration; the same answer whether or not anyone has the address.',
  params: sendLinkParams,
  body: sendLinkBody,
  response: null,
  errors: { 429: tooManyEmails },
});

export const putResetPassword = endpoint({
  method: 'PUT',
  path: '/v1/User/ResetPassword',
  access: 'anyone',
  impersonation: 'refused',
  summary: 'Queues a password reset email to an email or old username; the same answer whether or not it exists.',
  query: resetPasswordQuery,
  response: null,
  errors: { 429: tooManyEmails },
});

export const putAddNewstaffUID = endpoint({
  method: 'PUT',
  path: '/v1/User/AddNewstaffUID',
  access: 'signedIn',
  impersonation: 'refused',
  summary:
    "Links the caller's new email sign-in to its staff record (first sign-in or migration), clears a password set before the link and ends the account's other sessions; answers a custom token for the caller's next session.",
  query: addNewStaffUidQuery,
  response: addNewStaffUidResponse,
  errors: { 409: '`nothingToMigrate` or `missingEmployeeStatus`' },
});

export const putLanguage = endpoint({
  method: 'PUT',
  path: '/v1/User/Language',
  access: 'signedIn',
  summary: "Stores the caller's language.",
  body: languageBody,
  response: null,
});

export const getListUsers = endpoint({
  method: 'GET',
  path: '/v1/User/ListUsers',
  access: 'userManager',
  summary: 'Staff records by last name, searched and paged, with how each signs in.',
  query: listUsersQuery,
  response: listUsersResponse,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/user). */
export const userContracts = {
  postAccessToken,
  getUserInfo,
  postMintFirebaseToken,
  postMintStaffpointToken,
  putPassword,
  putUpdateEmail,
  putSendLinkToEmail,
  putResetPassword,
  putAddNewstaffUID,
  putLanguage,
  getListUsers,
} as const;
