import {
  getEmploymentContractAttachmentPreviewPdf,
  getEmploymentContractPdf,
  getEmploymentContractPreviewPdf,
} from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile, type StaffFile } from '@/lib/staff-file';
import type { PartRef } from './open-part';

/** A PDF route's bytes handed to the browser's download. */
const save = async (file: Promise<StaffFile>) => saveStaffFile(await file);

/** The whole contract with its attachments and signature block (GET /v1/Employee/EmploymentContractPDF?index). */
export function downloadContractPdf({ index, title }: { index: number; title: string }) {
  return save(fetchStaffFile(getEmploymentContractPdf, { query: { index } }, { fallbackName: `${title}.pdf` }));
}

/** One part as a PDF (…PreviewPDF?contractId or …AttachmentPreviewPDF?attachmentId); the server records the read as the preview does. */
export function downloadPartPdf({ contractId, attachmentId, title }: PartRef & { title: string }) {
  const options = { fallbackName: `${title}.pdf` };
  return save(
    attachmentId === null
      ? fetchStaffFile(getEmploymentContractPreviewPdf, { query: { contractId } }, options)
      : fetchStaffFile(getEmploymentContractAttachmentPreviewPdf, { query: { attachmentId } }, options),
  );
}
