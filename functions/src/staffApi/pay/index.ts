import type { payContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** One handler per contract of `payContracts` (domain/src/api/staff/pay.ts). */
export const payHandlers: Handlers<typeof payContracts> = {};
