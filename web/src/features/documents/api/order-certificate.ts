import { certificateOrderResponse, getCertificationOfEmploymentReport, type CertificateOrderView } from '@vuoro/domain';
import { callStaffApi } from '@/lib/staff-api';

/**
 * Orders the final certificate from the agency (`doNotPrint=true`: a JSON answer, 202, where the
 * route otherwise answers a PDF). Ordering while an order is open answers that order.
 */
export async function orderCertificate(): Promise<CertificateOrderView> {
  const { order } = await callStaffApi(getCertificationOfEmploymentReport.path, certificateOrderResponse, {
    method: 'GET',
    auth: true,
    query: { doNotPrint: 'true' },
  });
  return order;
}
