import type { documentContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** One handler per contract of `documentContracts` (domain/src/api/staff/documents.ts). */
export const documentHandlers: Handlers<typeof documentContracts> = {};
