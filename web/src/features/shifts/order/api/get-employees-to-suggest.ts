import { employeesToSuggestQuery, getEmployeesToSuggest } from '@vuoro/domain';
import type { z } from 'zod';
import { useEndpoint } from '@/lib/use-endpoint';

export const employeesToSuggestInput = employeesToSuggestQuery;
export type EmployeesToSuggestInput = z.infer<typeof employeesToSuggestInput>;

/** Employees suitable for the shift being ordered (GET .../EmployeesToSuggest); null: the form lacks what the query needs. */
export function useEmployeesToSuggest(query: EmployeesToSuggestInput | null) {
  return useEndpoint(getEmployeesToSuggest, query ? { query } : null);
}
