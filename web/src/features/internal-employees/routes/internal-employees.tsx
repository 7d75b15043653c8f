import { useParams } from 'wouter';
import { EditEmployee } from '../components/edit-employee';
import { EmployeeList } from '../components/employee-list';

/**
 * `/customer/internal-employees` (team leads) and its child `edit/:id/customerId/:customerId`
 * (customerInternalEmployeeEdit, served by this module): the list, or one employee's edit screen.
 */
export default function InternalEmployeesRoute() {
  const { id } = useParams<{ id?: string }>();
  return id ? <EditEmployee key={id} employeeId={id} /> : <EmployeeList />;
}
