import { getHolidayManagementLink } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The holiday management link, null until leave has accrued (GET /v1/Employee/GetHolidayManagementLink). */
export function useHolidayLink() {
  return useEndpoint(getHolidayManagementLink, {});
}
