import type { employmentContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** One handler per contract of `employmentContracts` (domain/src/api/staff/contracts.ts). */
export const employmentContractHandlers: Handlers<typeof employmentContracts> = {};
