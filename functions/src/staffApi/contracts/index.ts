import type { employmentContracts } from '@vuoro/domain';
import type { Handler, Handlers } from '../../lib/api/app';

/** Temporary: the handlers follow; every route answers 500 until then. */
const notYet: Handler<never> = () => {
  throw new Error('contracts: not implemented yet');
};

/** One handler per contract of `employmentContracts` (domain/src/api/staff/contracts.ts). */
export const employmentContractHandlers: Handlers<typeof employmentContracts> = {
  getEmploymentContracts: notYet,
  getEmploymentContractPreview: notYet,
  getEmploymentContractAttachmentPreview: notYet,
  getEmploymentContractPdf: notYet,
  getEmploymentContractPreviewPdf: notYet,
  getEmploymentContractAttachmentPreviewPdf: notYet,
  getActiveEmploymentContract: notYet,
  putSignContract: notYet,
  getDeskContractTemplates: notYet,
  putDeskContractTemplate: notYet,
  putDeskSendContract: notYet,
  getDeskContracts: notYet,
};
