import type { fileContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskAddTrainingMaterial, deskShareFile, deskSharedFiles, deskTrainingMaterials } from './desk';
import {
  employeeSharedFile,
  employeeSharedFiles,
  markTrainingMaterialAsRead,
  trainingMaterial,
  trainingMaterialFile,
  trainingMaterials,
} from './employee';

/** Training materials and shared files: one handler per contract of `fileContracts` (domain/src/api/staff/files.ts). */
export const fileHandlers: Handlers<typeof fileContracts> = {
  getEmployeeTrainingMaterials: trainingMaterials,
  getEmployeeTrainingMaterial: trainingMaterial,
  putMarkTrainingMaterialAsRead: markTrainingMaterialAsRead,
  getEmployeeTrainingMaterialFile: trainingMaterialFile,
  getSharedFiles: employeeSharedFiles,
  getSharedFile: employeeSharedFile,
  putDeskShareFile: deskShareFile,
  getDeskSharedFiles: deskSharedFiles,
  putDeskAddTrainingMaterial: deskAddTrainingMaterial,
  getDeskTrainingMaterials: deskTrainingMaterials,
};
