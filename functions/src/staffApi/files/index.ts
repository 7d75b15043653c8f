import type { fileContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** Training materials and shared files: one handler per contract of `fileContracts` (domain/src/api/staff/files.ts). */
export const fileHandlers: Handlers<typeof fileContracts> = {};
