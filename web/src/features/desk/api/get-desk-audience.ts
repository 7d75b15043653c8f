import { getDeskMessageAudience } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** Whom the desk can write to or share with (GET /v1/Desk/Messages/Audience): places of work, profession titles, employees. */
export function useDeskAudience() {
  return useEndpoint(getDeskMessageAudience, {});
}
