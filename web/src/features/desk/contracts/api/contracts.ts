import { getDeskContracts, putDeskSendContract, type DeskSendContractBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** The sent contracts, newest first: who signed what and when, which parts each employee opened (GET /v1/Desk/Contracts). */
export function useSentContracts() {
  return useEndpoint(getDeskContracts, {});
}

/** Sends a contract from a template with these terms to the employee, who gets a message (PUT /v1/Desk/Contracts/Send). */
export const sendContract = (body: DeskSendContractBody) => callEndpoint(putDeskSendContract, { body });
