import { getDeskMessageDelivery } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** One send's delivery per recipient: their mail's state and whether they opened it (GET /v1/Desk/Messages/{sendId}). */
export function useDeskMessageDelivery(sendId: string) {
  return useEndpoint(getDeskMessageDelivery, { params: { sendId } });
}
