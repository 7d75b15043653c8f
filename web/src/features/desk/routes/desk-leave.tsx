import { DeskLeave } from '../leave/desk-leave';

/** `/desk/leave` (admin with a second factor): employees' annual leave and certificate orders. */
export default function DeskLeaveRoute() {
  return <DeskLeave />;
}
