import type { fileContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** A route whose handler is still being built: 501 (replaced route by route). */
const notBuilt = () => Response.json({ error: 'Not built yet' }, { status: 501 });

/** Training materials and shared files: one handler per contract of `fileContracts` (domain/src/api/staff/files.ts). */
export const fileHandlers: Handlers<typeof fileContracts> = {
  getEmployeeTrainingMaterials: notBuilt,
  getEmployeeTrainingMaterial: notBuilt,
  putMarkTrainingMaterialAsRead: notBuilt,
  getEmployeeTrainingMaterialFile: notBuilt,
  getSharedFiles: notBuilt,
  getSharedFile: notBuilt,
  putDeskShareFile: notBuilt,
  getDeskSharedFiles: notBuilt,
  putDeskAddTrainingMaterial: notBuilt,
  getDeskTrainingMaterials: notBuilt,
};
