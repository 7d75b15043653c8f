import {
  getEmploymentContractAttachmentPreviewPdf,
  getEmploymentContractPdf,
  getEmploymentContractPreviewPdf,
  type AnyEndpoint,
} from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile } from '@/lib/staff-file';
import type { PartRef } from './open-part';

/**
 * A PDF route's bytes handed to the browser's download. These routes take their input as a query,
 * which `fetchStaffFile` does not send (it fills path parameters only), so the query goes in the path.
 */
async function savePdf(endpoint: AnyEndpoint, query: Record<string, string | number>, fallbackName: string) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const withQuery = { ...endpoint, path: `${endpoint.path}?${search}` } as AnyEndpoint;
  saveStaffFile(await fetchStaffFile(withQuery, {} as never, { fallbackName }));
}

/** The whole contract with its attachments and signature block (GET /v1/Employee/EmploymentContractPDF?index). */
export function downloadContractPdf({ index, title }: { index: number; title: string }) {
  return savePdf(getEmploymentContractPdf, { index }, `${title}.pdf`);
}

/** One part as a PDF (…PreviewPDF?contractId or …AttachmentPreviewPDF?attachmentId); the server records the read as the preview does. */
export function downloadPartPdf({ contractId, attachmentId, title }: PartRef & { title: string }) {
  return attachmentId === null
    ? savePdf(getEmploymentContractPreviewPdf, { contractId }, `${title}.pdf`)
    : savePdf(getEmploymentContractAttachmentPreviewPdf, { attachmentId }, `${title}.pdf`);
}
