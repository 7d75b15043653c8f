import {
  deleteCustomerPoolEmployee,
  getCustomerPoolEmployees,
  getCustomerPoolProfessionTitles,
  putCustomerPoolAdd,
  type CustomerPoolAddBody,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * The caller's customers' pools with their members and suggestions (GET /v1/Pool/Customer/EmployeesAndSuggestions);
 * with `professionTitleId`, only suggestions who worked at the place as that title.
 */
export const useCustomerPools = (professionTitleId: string) =>
  useEndpoint(getCustomerPoolEmployees, { query: professionTitleId ? { professionTitleId } : {} });

/** The titles worked at the customer's pools' places: the suggestions' filter (GET /v1/Pool/Customer/ProfessionTitles). */
export const useCustomerPoolTitles = () => useEndpoint(getCustomerPoolProfessionTitles, {});

/** Asks the agency to add the employee to the pool (PUT /v1/Pool/Customer/Employees/Add): waiting for approval. */
export const askToAddToPool = (body: CustomerPoolAddBody) => callEndpoint(putCustomerPoolAdd, { body });

/** Removes a member, in any state, from the pool (DELETE /v1/Pool/Customer/Employees/{id}); answers the name for the notice. */
export async function removeFromPool({ id, name }: { id: string; name: string }): Promise<string> {
  await callEndpoint(deleteCustomerPoolEmployee, { params: { id } });
  return name;
}
