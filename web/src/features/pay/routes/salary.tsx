import { Salary } from '../components/salary';

/** `/profile/salary` (employee): salary slips, the payment schedule and work time periods. */
export default function SalaryRoute() {
  return <Salary />;
}
