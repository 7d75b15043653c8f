import {
  type getDeskShifts,
  type getDeskSuitableEmployees,
  type putDeskApproveRecorded,
  type putDeskAssign,
  type putDeskProcess,
  type putDeskSettleCancellation,
  type putDeskSuggest,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';

/** PLACEHOLDER (branch only, replaced by the desk helper): the agency desk routes. */

const notBuilt = (): never => {
  throw new Error('not built yet');
};

export const deskShifts: Handler<typeof getDeskShifts> = async () => notBuilt();
export const deskSuitableEmployees: Handler<typeof getDeskSuitableEmployees> = async () => notBuilt();
export const deskProcess: Handler<typeof putDeskProcess> = async () => notBuilt();
export const deskAssign: Handler<typeof putDeskAssign> = async () => notBuilt();
export const deskSuggest: Handler<typeof putDeskSuggest> = async () => notBuilt();
export const deskSettleCancellation: Handler<typeof putDeskSettleCancellation> = async () => notBuilt();
export const deskApproveRecorded: Handler<typeof putDeskApproveRecorded> = async () => notBuilt();
