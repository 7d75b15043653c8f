import { getIdentityCard } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's identity card (GET /v1/Employee/IdentityCard). */
export function useIdentityCard() {
  return useEndpoint(getIdentityCard, {});
}
