import { maintenancePreInfoQuery, maintenancePreInfoResponse } from '../system';
import { endpoint } from './endpoint';

/** `/v1/System/...` (spec section 7). Contracts only: the group's schemas live in ../system. */
export const getMaintenancePreInfoMessage = endpoint({
  method: 'GET',
  path: '/v1/System/MaintenancePreInfoMessage',
  access: 'anyone',
  summary: 'The notice shown before a maintenance break, in the asked language.',
  query: maintenancePreInfoQuery,
  response: maintenancePreInfoResponse,
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/system). */
export const systemContracts = { getMaintenancePreInfoMessage } as const;
