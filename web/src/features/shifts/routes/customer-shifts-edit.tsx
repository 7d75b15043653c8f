import { useSearch } from 'wouter';
import { firestoreDocId } from '@vuoro/domain';
import { EditScreen } from '../order/components/edit-screen';

/** `/customer/shifts/edit?shiftId=`: a shift of the customer's, changed as far as it may be (Shift/Edit, Shift/Update). */
export default function CustomerShiftsEditRoute() {
  const shiftId = new URLSearchParams(useSearch()).get('shiftId') ?? '';
  const valid = firestoreDocId.safeParse(shiftId).success;
  return <EditScreen key={shiftId} shiftId={valid ? shiftId : null} />;
}
