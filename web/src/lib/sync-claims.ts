import { postAccessToken } from '@vuoro/domain';
import { callEndpoint } from './staff-api';

/**
 * POST /v1/User/AccessToken: the Staff API copies the staff record's roles (employee flag,
 * customers, team lead) into the caller's claims. Returns true when they changed, so that the
 * session forces a new ID token and re-reads its roles.
 */
export async function syncClaims(): Promise<boolean> {
  const { claimsUpdated } = await callEndpoint(postAccessToken, { query: { fromApp: 'false' } });
  return claimsUpdated;
}
