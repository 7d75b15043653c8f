import { createEntriesBody, putCreateCustomerEntries, type CustomerEntry } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const createEntriesInput = createEntriesBody;

/** Records shifts already worked (PUT .../CreateEntries); they wait for the agency's approval. */
export function createEntries(entries: CustomerEntry[]) {
  return callEndpoint(putCreateCustomerEntries, { body: { entries } });
}
