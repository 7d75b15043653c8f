import type { recruitOrdersContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { customerProfessionTitleOptions, recruitOrderView, sendRecruitOrder } from './customer';
import { deskRecruitOrderAssignment, deskRecruitOrders } from './desk';

/** `/v1/RecruitOrder/...` (spec section 7, customer side) and the desk's recruit orders (our extension): one handler per contract of `recruitOrdersContracts` (domain/src/api/staff/recruit-orders.ts). */
export const recruitOrdersHandlers: Handlers<typeof recruitOrdersContracts> = {
  getRecruitOrderView: recruitOrderView,
  getCustomerProfessionTitleOptions: customerProfessionTitleOptions,
  putSendRecruitOrder: sendRecruitOrder,
  getDeskRecruitOrders: deskRecruitOrders,
  putDeskRecruitOrderAssignment: deskRecruitOrderAssignment,
};
