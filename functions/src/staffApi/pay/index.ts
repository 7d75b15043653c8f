import type { payContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskPayPeriods, deskPayRun, deskPaySchedule } from './desk';
import { contractsOrPayslips, paymentSchedules, salarySlipFile, salarySlipList, workTimePeriods } from './employee';

/** One handler per contract of `payContracts` (domain/src/api/staff/pay.ts). */
export const payHandlers: Handlers<typeof payContracts> = {
  getSalaryPaymentSchedules: paymentSchedules,
  getSalarySlips: salarySlipList,
  putSalarySlip: salarySlipFile,
  getWorkTimePeriods: workTimePeriods,
  getContractsOrPayslips: contractsOrPayslips,
  putDeskPaySchedule: deskPaySchedule,
  getDeskPayPeriods: deskPayPeriods,
  putDeskPayRun: deskPayRun,
};
