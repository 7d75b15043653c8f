import { DeskRecruitOrders } from '../recruit-orders/desk-recruit-orders';

/** `/desk/recruit-orders` (admin with a second factor): customers' recruit orders turned into assignments of the recruiter tool. */
export default function DeskRecruitOrdersRoute() {
  return <DeskRecruitOrders />;
}
