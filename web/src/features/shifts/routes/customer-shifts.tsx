import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { CustomerShifts } from '../customer/components/customer-shifts';
import { CustomerShiftDetails } from '../customer/components/customer-shift-details';
import { customerListHref, readCustomerView } from '../customer/model';

/**
 * `/customer/shifts`: the customer's shifts by Helsinki day with the alerts and summary on top;
 * `?shift=<id>` opens a shift's details here, back to the list with its filter.
 */
export default function CustomerShiftsRoute() {
  const search = useSearch();
  const shiftId = new URLSearchParams(search).get('shift');
  // "Today" is read once per address: the default period does not move while the screen is open.
  const { view, now } = useMemo(() => {
    const at = new Date();
    return { view: readCustomerView(search, at), now: at };
  }, [search]);
  if (shiftId) return <CustomerShiftDetails key={shiftId} shiftId={shiftId} backHref={customerListHref(search)} />;
  return <CustomerShifts view={view} search={search} now={now} />;
}
