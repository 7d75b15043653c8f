import type { poolContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** One handler per contract of `poolContracts` (domain/src/api/staff/pools.ts). */
export const poolHandlers: Handlers<typeof poolContracts> = {};
