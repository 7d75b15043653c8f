import {
  getDeskCertificates,
  getDeskLeaveBalances,
  holidayYearAt,
  putDeskAnswerCertificate,
  putDeskLeaveBalance,
  type DeskAnswerCertificateBody,
  type DeskLeaveBalanceBody,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** The current holiday year's balances, by name (GET /v1/Desk/Leave/Balances). */
export const useDeskLeaveBalances = () => useEndpoint(getDeskLeaveBalances, { query: {} });

/** The certificate orders, open first (GET /v1/Desk/Certificates). */
export const useDeskCertificates = () => useEndpoint(getDeskCertificates, {});

/** Sets an employee's balance for a holiday year (PUT /v1/Desk/Leave/Balance). */
export const setLeaveBalance = (body: DeskLeaveBalanceBody) => callEndpoint(putDeskLeaveBalance, { body });

/** Answers an order, with an evaluation when written (PUT /v1/Desk/Certificates/Answer). */
export const answerCertificate = (body: DeskAnswerCertificateBody) => callEndpoint(putDeskAnswerCertificate, { body });

/** The holiday year the desk's form starts on: the current one. */
export const currentHolidayYear = () => holidayYearAt(new Date()).year;
