import { deleteEmployeePoolConnection, putAcceptPoolInvitation, putRejectPoolInvitation } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** What the employee can do with a connection: accept or reject an invitation, leave a pool they are in. */
export type PoolAnswer = 'accept' | 'reject' | 'leave';

const contracts = {
  accept: putAcceptPoolInvitation,
  reject: putRejectPoolInvitation,
  leave: deleteEmployeePoolConnection,
} as const;

/** Sends the answer for the connection `id`; the screen reloads the list after it. */
export async function answerPool({ id, answer }: { id: string; answer: PoolAnswer }): Promise<PoolAnswer> {
  await callEndpoint(contracts[answer], { params: { id } });
  return answer;
}
