import {
  myInfoResponse,
  nextOfKinResponse,
  personalAddressBody,
  personalBankBody,
  personalContactBody,
  personalNextOfKinBody,
} from '../../staff/personal-info/model';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * The employee's personal data (spec section 7's `/v1/User/NOK` and `/v1/User/Employee/Address|Bank|NextOfKin|PersonalInfo`).
 * Contracts only: the schemas and decisions live in domain/src/staff/personal-info (model.ts, README.md).
 */

const answersView = 'Answers the whole view again, as GET MyInfo does.';

export const getNextOfKin = endpoint({
  method: 'GET',
  path: '/v1/User/NOK',
  access: 'employee',
  summary: "The caller's next of kin: name and phone (null until saved).",
  response: nextOfKinResponse,
  errors: { 403: notAnEmployee },
});

export const getMyInfo = endpoint({
  method: 'GET',
  path: '/v1/User/Employee/MyInfo',
  access: 'employee',
  extension: true,
  summary:
    'Our extension. The caller\'s address, salary account, next of kin, contact email, phone and SMS consent, and whether the account is missing or invalid; a "Sign in as" session sees the IBAN starred and `editable: false`.',
  response: myInfoResponse,
  errors: { 403: notAnEmployee },
});

export const putEmployeeAddress = endpoint({
  method: 'PUT',
  path: '/v1/User/Employee/Address',
  access: 'employee',
  sensitive: true,
  summary: `Stores the caller's street address, zip and city (needs a recent sign-in). ${answersView}`,
  body: personalAddressBody,
  response: myInfoResponse,
  errors: { 403: notAnEmployee },
});

export const putEmployeeBank = endpoint({
  method: 'PUT',
  path: '/v1/User/Employee/Bank',
  access: 'employee',
  sensitive: true,
  summary: `Stores the caller's salary account: IBAN ('Invalid IBAN' / 'Check IBAN') and BIC (needs a recent sign-in). ${answersView}`,
  body: personalBankBody,
  response: myInfoResponse,
  errors: { 403: notAnEmployee },
});

export const putEmployeeNextOfKin = endpoint({
  method: 'PUT',
  path: '/v1/User/Employee/NextOfKin',
  access: 'employee',
  impersonation: 'refused',
  summary: `Stores the caller's next of kin: name and phone ('Phone number should be formatted +358...'); both empty clears it. ${answersView}`,
  body: personalNextOfKinBody,
  response: myInfoResponse,
  errors: { 403: notAnEmployee },
});

export const putEmployeePersonalInfo = endpoint({
  method: 'PUT',
  path: '/v1/User/Employee/PersonalInfo',
  access: 'employee',
  impersonation: 'refused',
  summary: `Stores the caller's contact email ('This is not a valid email address'), phone (also on their staff record) and SMS consent. ${answersView}`,
  body: personalContactBody,
  response: myInfoResponse,
  errors: { 403: notAnEmployee },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/personal-data). */
export const personalDataContracts = {
  getNextOfKin,
  getMyInfo,
  putEmployeeAddress,
  putEmployeeBank,
  putEmployeeNextOfKin,
  putEmployeePersonalInfo,
} as const;
