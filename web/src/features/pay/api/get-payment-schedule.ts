import { getSalaryPaymentSchedules } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The pay periods of this and next month and the next payment (GET /v1/Salary/Employee/SalaryPaymentSchedules). */
export function usePaymentSchedule() {
  return useEndpoint(getSalaryPaymentSchedules, {});
}
