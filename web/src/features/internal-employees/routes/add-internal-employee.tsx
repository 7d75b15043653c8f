import { AddEmployee } from '../components/add-employee';

/** `/customer/add-internal-employee` (team leads): a new internal employee. */
export default function AddInternalEmployeeRoute() {
  return <AddEmployee />;
}
