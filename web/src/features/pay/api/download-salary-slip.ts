import { DOWNLOAD_KEY_HEADER, putSalarySlip, type SalarySlipView } from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile } from '@/lib/staff-file';

export type DownloadSalarySlipInput = Pick<SalarySlipView, 'id' | 'downloadKey' | 'fileName'>;

/**
 * Downloads a salary slip's PDF (PUT /v1/Salary/Salaryslips/slip: the slip in the body, its key in
 * the `X-Download-Key` header; the server renders it in the caller's language) and hands it to the
 * browser's download under its name.
 */
export async function downloadSalarySlip({ id, downloadKey, fileName }: DownloadSalarySlipInput): Promise<void> {
  saveStaffFile(
    await fetchStaffFile(
      putSalarySlip,
      { body: { id } },
      { fallbackName: fileName, headers: { [DOWNLOAD_KEY_HEADER]: downloadKey } },
    ),
  );
}
