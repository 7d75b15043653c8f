import { putOpenEmployeeMessage } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** PUT …/Messages/{id}/Open: marks one of the employee's messages opened; answers it and the unopened count. */
export const openMessage = (id: string) => callEndpoint(putOpenEmployeeMessage, { params: { id } });
