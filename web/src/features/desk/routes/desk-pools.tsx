import { DeskPools } from '../pools/desk-pools';

/** `/desk/pools` (admin with a second factor): invite employees to customers' pools and see who is in each. */
export default function DeskPoolsRoute() {
  return <DeskPools />;
}
