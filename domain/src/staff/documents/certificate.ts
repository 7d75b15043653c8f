import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../constants';
import { docId, firestoreDocId } from '../../entities/common';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { booleanQuery } from '../../api/identity';
import { validationMessages as m } from '../../texts/messages';
import { deskPerson } from './leave';

/**
 * The certificate of employment (spec section 7's `/v1/Reporting/CertificationOfEmploymentReport
 * ?doNotPrint&temporaryCertificate`). A temporary certificate is made at once; a final one is
 * ordered from the agency (`staffCertificateOrders`), answered at the desk with an optional
 * evaluation, and then downloadable. Decisions: ./README.md.
 */

/** The agency's payroll mailbox: the spec's fallback contact when an order fails. */
export const CERTIFICATE_FALLBACK_EMAIL = 'palkat@vuoro.fi';
/** The longest evaluation the desk may write into a final certificate. */
export const CERTIFICATE_EVALUATION_MAX = 2000;

export const CERTIFICATE_ORDER_STATES = ['ordered', 'answered'] as const;
export const certificateOrderState = z.enum(CERTIFICATE_ORDER_STATES);

/** An order (`staffCertificateOrders`, generated id): one open at a time per employee. */
export const staffCertificateOrder = z.object({
  id: firestoreDocId,
  employeeId: firestoreDocId,
  employeeName: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  state: certificateOrderState,
  orderedAt: firestoreDate,
  answeredAt: optionalFirestoreDate,
  answeredBy: deskPerson.nullable().default(null),
  evaluation: z.string().max(CERTIFICATE_EVALUATION_MAX).nullable().default(null),
});
export type StaffCertificateOrder = z.infer<typeof staffCertificateOrder>;

/** The query: both flags optional, `true` or `false`. */
export const certificateReportQuery = z
  .object({ doNotPrint: booleanQuery.optional(), temporaryCertificate: booleanQuery.optional() })
  .strict();
export type CertificateReportQuery = z.infer<typeof certificateReportQuery>;

/** What a call asks for: a temporary PDF now, an order, or the final PDF. A temporary certificate wins over an order. */
export function certificateRequest(q: CertificateReportQuery): 'temporary' | 'order' | 'final' {
  if (q.temporaryCertificate) return 'temporary';
  if (q.doNotPrint) return 'order';
  return 'final';
}

/** The order as the employee and the desk see it. */
export const certificateOrderView = z.object({
  id: docId,
  employeeId: docId,
  employeeName: z.string(),
  state: certificateOrderState,
  orderedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  evaluation: z.string().nullable(),
});
export type CertificateOrderView = z.infer<typeof certificateOrderView>;

export const toCertificateOrderView = (o: StaffCertificateOrder): CertificateOrderView => ({
  id: o.id,
  employeeId: o.employeeId,
  employeeName: o.employeeName,
  state: o.state,
  orderedAt: o.orderedAt.toISOString(),
  answeredAt: o.answeredAt?.toISOString() ?? null,
  evaluation: o.evaluation,
});

/** The 202 answer of `doNotPrint=true`: the order, new or the one still open. */
export const certificateOrderResponse = z.object({ order: certificateOrderView });

/** GET /v1/Employee/CertificateOrder (ours): the newest order, or null. */
export const employeeCertificateOrderResponse = z.object({ order: certificateOrderView.nullable() });

/** GET /v1/Desk/Certificates: open orders first, then newest. */
export const deskCertificatesResponse = z.object({ orders: z.array(certificateOrderView) });
export const openThenNewest = (a: StaffCertificateOrder, b: StaffCertificateOrder) =>
  Number(a.state === 'answered') - Number(b.state === 'answered') || b.orderedAt.getTime() - a.orderedAt.getTime();
export const CERTIFICATE_ORDERS_LIMIT = 200;

/** PUT /v1/Desk/Certificates/Answer: an open order answered, with an evaluation when asked for. */
export const deskAnswerCertificateBody = z
  .object({
    orderId: firestoreDocId,
    evaluation: z
      .string()
      .trim()
      .max(CERTIFICATE_EVALUATION_MAX, { error: m.textTooLong })
      .optional()
      .transform((t) => (t ? t : null)),
  })
  .strict();
export type DeskAnswerCertificateBody = z.input<typeof deskAnswerCertificateBody>;
