import { Holidays } from '../components/holidays';

/** `/profile/holidays` (employee): this holiday year's annual leave and, once accrued, holiday management. */
export default function HolidaysRoute() {
  return <Holidays />;
}
