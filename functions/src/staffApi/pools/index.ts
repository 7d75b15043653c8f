import type { poolContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import {
  customerPoolAdd,
  customerPoolEmployees,
  customerPoolPlaces,
  customerPoolProfessionTitles,
  customerPoolRemove,
} from './customer';
import {
  deskPoolConnections,
  deskPoolInvite,
  deskPoolRequestApprove,
  deskPoolRequestDecline,
  deskPoolRequests,
  deskPools,
} from './desk';
import { acceptPoolInvitation, employeePoolConnections, leaveEmployeePool, rejectPoolInvitation } from './employee';

/** Pools: one handler per contract of `poolContracts` (domain/src/api/staff/pools.ts). */
export const poolHandlers: Handlers<typeof poolContracts> = {
  getEmployeePoolConnections: employeePoolConnections,
  putAcceptPoolInvitation: acceptPoolInvitation,
  putRejectPoolInvitation: rejectPoolInvitation,
  deleteEmployeePoolConnection: leaveEmployeePool,
  getDeskPools: deskPools,
  putDeskPoolInvite: deskPoolInvite,
  getDeskPoolConnections: deskPoolConnections,
  getCustomerPoolEmployees: customerPoolEmployees,
  getCustomerPoolProfessionTitles: customerPoolProfessionTitles,
  getCustomerPoolPlaces: customerPoolPlaces,
  putCustomerPoolAdd: customerPoolAdd,
  deleteCustomerPoolEmployee: customerPoolRemove,
  getDeskPoolRequests: deskPoolRequests,
  putDeskPoolRequestApprove: deskPoolRequestApprove,
  putDeskPoolRequestDecline: deskPoolRequestDecline,
};
