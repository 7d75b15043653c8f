import { OrderScreen } from '../order/components/order-screen';

/** `/shifts/order`: the customer orders shifts (Create, CreateMultiple). */
export default function ShiftsOrderRoute() {
  return <OrderScreen />;
}
