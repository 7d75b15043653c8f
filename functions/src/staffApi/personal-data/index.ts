import type { personalDataContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** One handler per contract of `personalDataContracts` (domain/src/api/staff/personal-data.ts). */
export const personalDataHandlers: Handlers<typeof personalDataContracts> = {};
