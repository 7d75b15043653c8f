import { putSendRecruitOrder, type RecruitOrderBodyInput } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Sends the checked order (PUT /v1/RecruitOrder/SendRecruitOrder): stored for the desk and mailed to the agency. */
export const sendRecruitOrder = (body: RecruitOrderBodyInput) => callEndpoint(putSendRecruitOrder, { body });
