import { MarkShiftNew } from '../components/mark-shift-new';

/** `/shifts/new` (MarkShift): the employee records a shift they worked. */
export default function ShiftsNewRoute() {
  return <MarkShiftNew />;
}
