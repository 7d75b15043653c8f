import { getDeskRecruitOrders, putDeskRecruitOrderAssignment } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** The customers' recruit orders, new first (GET /v1/Desk/RecruitOrders). */
export const useDeskRecruitOrders = () => useEndpoint(getDeskRecruitOrders, {});

/** Turns a new order into a job of the recruiter tool (PUT /v1/Desk/RecruitOrders/{id}/Assignment). */
export const createAssignmentOf = (id: string) => callEndpoint(putDeskRecruitOrderAssignment, { params: { id } });
