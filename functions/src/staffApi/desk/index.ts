import type { deskContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import * as desk from './handlers';

/** The agency desk: one handler per contract of `deskContracts` (domain/src/api/staff/desk.ts). */
export const deskHandlers: Handlers<typeof deskContracts> = {
  getDeskShifts: desk.deskShifts,
  getDeskSuitableEmployees: desk.deskSuitableEmployees,
  putDeskProcess: desk.deskProcess,
  putDeskAssign: desk.deskAssign,
  putDeskSuggest: desk.deskSuggest,
  putDeskSettleCancellation: desk.deskSettleCancellation,
  putDeskApproveRecorded: desk.deskApproveRecorded,
};
