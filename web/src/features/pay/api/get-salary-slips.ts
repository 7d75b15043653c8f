import { getSalarySlips } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's salary slips, newest first, each with its download key (GET /v1/Salary/Salaryslips). */
export function useSalarySlips() {
  return useEndpoint(getSalarySlips, {});
}
