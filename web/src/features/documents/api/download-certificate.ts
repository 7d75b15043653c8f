import { getCertificationOfEmploymentReport } from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile } from '@/lib/staff-file';

export type CertificateKind = 'temporary' | 'final';

/**
 * Downloads the certificate of employment through the Staff API: a temporary one made now, or the
 * final one the agency answered (`GET /v1/Reporting/CertificationOfEmploymentReport`, with
 * `temporaryCertificate=true` for the former). `fetchStaffFile` fills path parameters only, so the
 * query rides on the path.
 */
export async function downloadCertificate(kind: CertificateKind): Promise<void> {
  const query = kind === 'temporary' ? '?temporaryCertificate=true' : '';
  const route = { ...getCertificationOfEmploymentReport, path: `${getCertificationOfEmploymentReport.path}${query}` };
  saveStaffFile(await fetchStaffFile(route, {}, { fallbackName: 'certificate.pdf' }));
}
