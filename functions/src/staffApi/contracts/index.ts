import type { employmentContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskContracts, deskContractTemplates, deskSaveContractTemplate, deskSendContract } from './desk';
import {
  employeeActiveContract,
  employeeAttachmentPreview,
  employeeAttachmentPreviewPdf,
  employeeContractPdf,
  employeeContractPreview,
  employeeContractPreviewPdf,
  employeeContracts,
  employeeSignContract,
} from './employee';

/** One handler per contract of `employmentContracts` (domain/src/api/staff/contracts.ts). */
export const employmentContractHandlers: Handlers<typeof employmentContracts> = {
  getEmploymentContracts: employeeContracts,
  getEmploymentContractPreview: employeeContractPreview,
  getEmploymentContractAttachmentPreview: employeeAttachmentPreview,
  getEmploymentContractPdf: employeeContractPdf,
  getEmploymentContractPreviewPdf: employeeContractPreviewPdf,
  getEmploymentContractAttachmentPreviewPdf: employeeAttachmentPreviewPdf,
  getActiveEmploymentContract: employeeActiveContract,
  putSignContract: employeeSignContract,
  getDeskContractTemplates: deskContractTemplates,
  putDeskContractTemplate: deskSaveContractTemplate,
  putDeskSendContract: deskSendContract,
  getDeskContracts: deskContracts,
};
