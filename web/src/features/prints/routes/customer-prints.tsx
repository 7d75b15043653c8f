import { CustomerPrints } from '../components/customer-prints';

/** `/customer/prints` (customer): a place's roster for a period as PDF. */
export default function CustomerPrintsRoute() {
  return <CustomerPrints />;
}
