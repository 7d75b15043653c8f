import type { systemContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { maintenancePreInfoMessage } from './maintenance';

/** `/v1/System/...`: one handler per contract of `systemContracts` (domain/src/api/staff/system.ts). */
export const systemHandlers: Handlers<typeof systemContracts> = {
  getMaintenancePreInfoMessage: maintenancePreInfoMessage,
};
