import { DeskPay } from '../pay/desk-pay';

/** `/desk/pay` (admin with a second factor): publish the pay periods, move their dates, run a period. */
export default function DeskPayRoute() {
  return <DeskPay />;
}
