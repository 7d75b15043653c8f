import {
  contractsOrPayslipsResponse,
  deskPayPeriodsQuery,
  deskPayPeriodsResponse,
  deskPayRunBody,
  deskPayRunResponse,
  deskPayScheduleBody,
  deskPayScheduleResponse,
  paymentScheduleResponse,
  salarySlipBody,
  salarySlipsResponse,
  workTimePeriodsResponse,
} from '../../staff/pay/model';
import { endpoint, fileAnswer } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Pay (spec section 7's `/v1/Salary/Employee/SalaryPaymentSchedules`, `/v1/Salary/Salaryslips`,
 * `/v1/Salary/Salaryslips/slip`, `/v1/Employee/ContractsOrPayslips`, `/v1/Employee/WorkTimePeriods`),
 * and the desk's extension routes that publish the payment schedule and run a pay period.
 * Contracts only: the rules and decisions live in domain/src/staff/pay (README.md).
 */

const ours = 'Our extension (the agency desk).';
const periodNotFound = '`payPeriodNotFound`: no stored pay period with that id';

export const getSalaryPaymentSchedules = endpoint({
  method: 'GET',
  path: '/v1/Salary/Employee/SalaryPaymentSchedules',
  access: 'employee',
  summary:
    "The salary payment schedule: the pay periods of this and next month (stored, or the generated half months where none is stored), the next payment, and every stored period of the last year that MarkShift's late warning reads.",
  response: paymentScheduleResponse,
  errors: { 403: notAnEmployee },
});

export const getSalarySlips = endpoint({
  method: 'GET',
  path: '/v1/Salary/Salaryslips',
  access: 'employee',
  summary: "The caller's salary slips, newest payment first, each with its hours, illustrative estimate and download key.",
  response: salarySlipsResponse,
  errors: { 403: notAnEmployee },
});

export const putSalarySlip = endpoint({
  method: 'PUT',
  path: '/v1/Salary/Salaryslips/slip',
  access: 'employee',
  file: true,
  summary:
    "One salary slip as a PDF in the caller's language. The body names the slip; its download key goes in the `X-Download-Key` header (compared in constant time).",
  body: salarySlipBody,
  response: fileAnswer,
  errors: {
    403: notAnEmployee,
    404: "`salarySlipNotFound`: no such slip, another employee's, or the download key does not match (the same answer)",
  },
});

export const getWorkTimePeriods = endpoint({
  method: 'GET',
  path: '/v1/Employee/WorkTimePeriods',
  access: 'employee',
  summary:
    "The caller's last six pay periods, the current one first, each with the hours of its done shifts: approved (accepted, billed, will not be charged) and waiting.",
  response: workTimePeriodsResponse,
  errors: { 403: notAnEmployee },
});

export const getContractsOrPayslips = endpoint({
  method: 'GET',
  path: '/v1/Employee/ContractsOrPayslips',
  access: 'employee',
  summary: 'How many employment contracts and salary slips the caller has.',
  response: contractsOrPayslipsResponse,
  errors: { 403: notAnEmployee },
});

export const putDeskPaySchedule = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Pay/Schedule',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Publishes a year's pay periods (the generated half months not yet stored; stored ones are kept), or moves one open period's reporting deadline (to the end of a day, not before the period's last day) or payment date (not before the deadline's day).`,
  body: deskPayScheduleBody,
  response: deskPayScheduleResponse,
  errors: {
    404: periodNotFound,
    409: '`payPeriodAlreadyRun`: the period has been run; `deadlineBeforePeriodEnd`; `paymentBeforeDeadline`',
  },
});

export const getDeskPayPeriods = endpoint({
  method: 'GET',
  path: '/v1/Desk/Pay/Periods',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The stored pay periods of a year (this year unless said), in order, each with its state and slips.`,
  query: deskPayPeriodsQuery,
  response: deskPayPeriodsResponse,
});

export const putDeskPayRun = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Pay/Run',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Makes the period's salary slips from its approved shifts, one per employee, and sends each a message. Refused before the reporting deadline; a second run makes only the missing slips.`,
  body: deskPayRunBody,
  response: deskPayRunResponse,
  errors: { 404: periodNotFound, 409: '`payPeriodNotClosed`: the reporting deadline has not passed' },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/pay). */
export const payContracts = {
  getSalaryPaymentSchedules,
  getSalarySlips,
  putSalarySlip,
  getWorkTimePeriods,
  getContractsOrPayslips,
  putDeskPaySchedule,
  getDeskPayPeriods,
  putDeskPayRun,
} as const;
