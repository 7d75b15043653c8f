import { useMemo } from 'react';
import { getSalaryPaymentSchedules, payPeriodDatesOf, type SalaryPaymentPeriod } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * The stored pay periods MarkShift's late warning is judged by (GET /v1/Salary/Employee/SalaryPaymentSchedules,
 * its `reporting` list): the same periods the server answers `late` by. Empty while loading or
 * failed, when the generated half month decides, as on the server for a day with no stored period.
 */
export function useReportingPeriods(): readonly SalaryPaymentPeriod[] {
  const schedule = useEndpoint(getSalaryPaymentSchedules, {});
  const reporting = schedule.data?.reporting;
  return useMemo(() => (reporting ?? []).map(payPeriodDatesOf), [reporting]);
}
