import {
  getDeskPoolConnections,
  getDeskPoolRequests,
  getDeskPools,
  putDeskPoolInvite,
  putDeskPoolRequestApprove,
  putDeskPoolRequestDecline,
  type DeskPoolInviteBody,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** Every customer's pools (GET /v1/Desk/Pools). */
export const useDeskPools = () => useEndpoint(getDeskPools, {});

/** The picked pool's connections (GET /v1/Desk/Pools/Connections?poolId); nothing until a pool is picked. */
export const useDeskPoolConnections = (poolId: string) =>
  useEndpoint(getDeskPoolConnections, poolId ? { query: { poolId } } : null);

/** Invites the employee to the pool (PUT /v1/Desk/Pools/Invite): a `new` connection and a message to them. */
export const invitePool = (body: DeskPoolInviteBody) => callEndpoint(putDeskPoolInvite, { body });

/** The customers' requests waiting for approval (GET /v1/Desk/Pools/Requests). */
export const useDeskPoolRequests = () => useEndpoint(getDeskPoolRequests, {});

/** What the desk answers a customer's request: approve (the employee's invitation) or decline. */
export type PoolRequestAnswer = 'approve' | 'decline';

/** Approves or declines the request `id`; answers the answer for the notice. */
export async function answerPoolRequest({ id, answer }: { id: string; answer: PoolRequestAnswer }) {
  await callEndpoint(answer === 'approve' ? putDeskPoolRequestApprove : putDeskPoolRequestDecline, { params: { id } });
  return answer;
}
