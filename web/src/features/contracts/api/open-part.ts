import { getEmploymentContractAttachmentPreview, getEmploymentContractPreview } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** A part of a contract: its own text (`attachmentId` null) or one attachment (`<contractId>:<partId>`). */
export interface PartRef {
  contractId: string;
  attachmentId: string | null;
}

/**
 * Opens a part for reading: its text in the caller's language with the Finnish original, the read
 * recorded at its current version (EmploymentContractPreview or …AttachmentPreview). Answers the
 * part and the contract as it now is (its read flags, whether Sign is possible).
 */
export function openPart({ contractId, attachmentId }: PartRef) {
  return attachmentId === null
    ? callEndpoint(getEmploymentContractPreview, { query: { contractId } })
    : callEndpoint(getEmploymentContractAttachmentPreview, { query: { attachmentId } });
}
