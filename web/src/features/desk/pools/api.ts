import { getDeskPoolConnections, getDeskPools, putDeskPoolInvite, type DeskPoolInviteBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** Every customer's pools (GET /v1/Desk/Pools). */
export const useDeskPools = () => useEndpoint(getDeskPools, {});

/** The picked pool's connections (GET /v1/Desk/Pools/Connections?poolId); nothing until a pool is picked. */
export const useDeskPoolConnections = (poolId: string) =>
  useEndpoint(getDeskPoolConnections, poolId ? { query: { poolId } } : null);

/** Invites the employee to the pool (PUT /v1/Desk/Pools/Invite): a `new` connection and a message to them. */
export const invitePool = (body: DeskPoolInviteBody) => callEndpoint(putDeskPoolInvite, { body });
