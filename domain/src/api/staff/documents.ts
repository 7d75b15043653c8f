import {
  annualLeaveBalanceResponse,
  certificateOrderResponse,
  certificateReportQuery,
  deskAnswerCertificateBody,
  deskCertificatesResponse,
  deskLeaveBalanceBody,
  deskLeaveBalanceResponse,
  deskLeaveBalancesQuery,
  deskLeaveBalancesResponse,
  employeeCertificateOrderResponse,
  holidayManagementLinkResponse,
  identityCardResponse,
} from '../../staff/documents';
import { endpoint, fileAnswer } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Annual leave, the employment certificate and the identity card (spec section 7's `/v1/Employee/AnnualLeaveBalance`, `/GetHolidayManagementLink`, `/IdentityCard`, `/IdentitycardImage`, `/v1/Reporting/CertificationOfEmploymentReport`), and the desk's extension routes that set leave balances and answer certificate orders.
 * Contracts only: the schemas and decisions live in domain/src/staff/documents (README.md).
 */

const ours = 'Our extension (the agency desk).';

export const getAnnualLeaveBalance = endpoint({
  method: 'GET',
  path: '/v1/Employee/AnnualLeaveBalance',
  access: 'employee',
  summary:
    "The caller's annual leave in the current holiday year (1 April – 31 March): days accrued, used and left, the year's days and the day its leave is usable from (2 May after it); noughts while the agency has set none.",
  response: annualLeaveBalanceResponse,
  errors: { 403: notAnEmployee },
});

export const getHolidayManagementLink = endpoint({
  method: 'GET',
  path: '/v1/Employee/GetHolidayManagementLink',
  access: 'employee',
  summary:
    'The holiday management screen (`/profile/holidays`) when the caller has accrued leave this holiday year, else `{url: null}`.',
  response: holidayManagementLinkResponse,
  errors: { 403: notAnEmployee },
});

export const getCertificationOfEmploymentReport = endpoint({
  method: 'GET',
  path: '/v1/Reporting/CertificationOfEmploymentReport',
  access: 'employee',
  file: true,
  summary:
    "The caller's certificate of employment as a PDF in their language: `temporaryCertificate=true` makes a temporary one now (employer, employee, employment period, work done); `doNotPrint=true` orders the final one from the agency (202 with the order as JSON; an open order is answered again); neither gives the final certificate once the agency has answered the order.",
  query: certificateReportQuery,
  response: fileAnswer,
  errors: {
    403: notAnEmployee,
    404: '`certificateNotReady`: no final certificate yet (not ordered, or not answered)',
  },
});

export const getCertificateOrder = endpoint({
  method: 'GET',
  path: '/v1/Employee/CertificateOrder',
  access: 'employee',
  extension: true,
  summary:
    "Our extension. The caller's newest order of a final certificate of employment (ordered, or answered and ready to download), or `{order: null}`: what the certificate screen offers.",
  response: employeeCertificateOrderResponse,
  errors: { 403: notAnEmployee },
});

export const getIdentityCard = endpoint({
  method: 'GET',
  path: '/v1/Employee/IdentityCard',
  access: 'employee',
  summary:
    "The caller's identity card: name, employee number, employer, valid until and the tax number when the staff record has one.",
  response: identityCardResponse,
  errors: { 403: notAnEmployee },
});

export const getIdentityCardImage = endpoint({
  method: 'GET',
  path: '/v1/Employee/IdentitycardImage',
  access: 'employee',
  file: true,
  summary: "The caller's identity card as a PDF on a card-sized page, in their language.",
  response: fileAnswer,
  errors: { 403: notAnEmployee },
});

export const putDeskLeaveBalance = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Leave/Balance',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Sets an employee's annual leave for a holiday year: days accrued and used (used at most accrued).`,
  body: deskLeaveBalanceBody,
  response: deskLeaveBalanceResponse,
  errors: { 404: '`employeeNotFound`: no employee with that id' },
});

export const getDeskLeaveBalances = endpoint({
  method: 'GET',
  path: '/v1/Desk/Leave/Balances',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The balances of a holiday year (the current one unless \`holidayYear\` is given), by name.`,
  query: deskLeaveBalancesQuery,
  response: deskLeaveBalancesResponse,
});

export const getDeskCertificates = endpoint({
  method: 'GET',
  path: '/v1/Desk/Certificates',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The orders of a final certificate of employment: open ones first, then newest.`,
  response: deskCertificatesResponse,
});

export const putDeskAnswerCertificate = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Certificates/Answer',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Answers an open order, with an optional evaluation for the certificate; the employee gets a message that it is ready.`,
  body: deskAnswerCertificateBody,
  response: certificateOrderResponse,
  errors: {
    404: '`certificateOrderNotFound`: no such order',
    409: '`certificateOrderAnswered`: the order was answered already',
  },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/documents). */
export const documentContracts = {
  getAnnualLeaveBalance,
  getHolidayManagementLink,
  getCertificationOfEmploymentReport,
  getCertificateOrder,
  getIdentityCard,
  getIdentityCardImage,
  putDeskLeaveBalance,
  getDeskLeaveBalances,
  getDeskCertificates,
  putDeskAnswerCertificate,
} as const;
