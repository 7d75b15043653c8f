import { putSignContract } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Signs the contract (PUT /v1/Employee/SignContract): 409 until every part was opened at its current text. */
export const signContract = (contractId: string) => callEndpoint(putSignContract, { body: { contractId } });
