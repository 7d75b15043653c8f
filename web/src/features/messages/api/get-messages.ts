import { getEmployeeMessages } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';
import { messagesQuery, type MessageFilter } from '../model';

/** GET /v1/Message/Employee/Messages: a page of the employee's messages as the filter asks, unopened first. */
export function useMessages(filter: MessageFilter) {
  return useEndpoint(getEmployeeMessages, { query: messagesQuery(filter) });
}
