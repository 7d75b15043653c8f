import { useSearch } from 'wouter';
import { DeskShifts } from '../components/desk-shifts';
import { readDeskView } from '../model';

/** `/desk/shifts` (admin with a second factor): the agency desk; the period, customer and state live in the address. */
export default function DeskShiftsRoute() {
  const search = useSearch();
  return <DeskShifts view={readDeskView(search)} />;
}
