import type { internalEmployeesContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** `/v1/TSP/...` (spec section 7, customer team leads): one handler per contract of `internalEmployeesContracts` (domain/src/api/staff/internal-employees.ts). */
export const internalEmployeesHandlers: Handlers<typeof internalEmployeesContracts> = {};
