import {
  certificateRequest,
  hasAccruedLeave,
  HOLIDAY_MANAGEMENT_PATH,
  holidayYearAt,
  leaveBalanceId,
  staffCertificateOrder,
  staffCollections,
  toAnnualLeaveBalance,
  toCertificateOrderView,
  toIdentityCard,
  type getAnnualLeaveBalance,
  type getCertificateOrder,
  type getCertificationOfEmploymentReport,
  type getHolidayManagementLink,
  type getIdentityCard,
  type getIdentityCardImage,
  type StaffCertificateOrder,
} from '@vuoro/domain';
import type { Context } from 'hono';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import type { ApiEnv } from '../../lib/api/guard';
import { log } from '../../lib/log';
import { callerEmployeeReader, stored } from '../files/store';
import { certificatePdf, identityCardPdf } from './pdf';
import { certificateOrders, leaveBalances, ordersOf, parseBalance } from './store';

/**
 * The employee's leave, certificate and identity card (domain/src/staff/documents/README.md).
 * Everything is the caller's own, found from their account (never the request): another
 * employee's balance, order or card cannot even be named.
 */

const splitName = (raw: unknown) => {
  const { firstName = '', lastName = '' } = (raw ?? {}) as { firstName?: string; lastName?: string };
  return { firstName, lastName };
};

/** The caller's staff record as an employee, with their name. */
async function employee(c: Context<ApiEnv>) {
  const reader = await callerEmployeeReader(c);
  // Read as stored (not through the staff record's converter), so the card's optional fields are there.
  const raw: unknown = (await db().collection(staffCollections.people).doc(reader.id).get()).data();
  const person = splitName(raw);
  return { ...reader, raw, name: `${person.firstName} ${person.lastName}`.trim() };
}

/** This holiday year's balance of `employeeId`, or null. */
async function currentBalance(employeeId: string, now: Date) {
  const year = holidayYearAt(now);
  const snap = await leaveBalances().doc(leaveBalanceId(employeeId, year.year)).get();
  return { year, balance: snap.exists ? parseBalance(snap) : null };
}

/** GET /v1/Employee/AnnualLeaveBalance. */
export const annualLeaveBalance: Handler<typeof getAnnualLeaveBalance> = async (_input, c) => {
  const { id } = await callerEmployeeReader(c);
  const { year, balance } = await currentBalance(id, new Date());
  return toAnnualLeaveBalance(year, balance);
};

/** GET /v1/Employee/GetHolidayManagementLink: the holiday screen only when leave has accrued. */
export const holidayManagementLink: Handler<typeof getHolidayManagementLink> = async (_input, c) => {
  const { id } = await callerEmployeeReader(c);
  const { balance } = await currentBalance(id, new Date());
  return { url: hasAccruedLeave(balance) ? HOLIDAY_MANAGEMENT_PATH : null };
};

/**
 * An order of the final certificate, in one transaction: the open one when there is one (ordering
 * twice makes one order), else a new one.
 */
async function order(who: Awaited<ReturnType<typeof employee>>, now: Date): Promise<StaffCertificateOrder> {
  return db().runTransaction(async (tx) => {
    const open = await tx.get(certificateOrders().where('employeeId', '==', who.id).where('state', '==', 'ordered').limit(1));
    if (!open.empty) return staffCertificateOrder.parse({ id: open.docs[0]!.id, ...open.docs[0]!.data() });
    const ref = certificateOrders().doc();
    const created = staffCertificateOrder.parse({
      id: ref.id,
      employeeId: who.id,
      employeeName: who.name,
      language: who.language,
      state: 'ordered',
      orderedAt: now,
      answeredAt: null,
    });
    tx.create(ref, stored(created));
    return created;
  });
}

/**
 * GET /v1/Reporting/CertificationOfEmploymentReport: a temporary PDF, an order (202 JSON), or the
 * final PDF of the newest answered order (404 `certificateNotReady` before that).
 */
export const certificationOfEmploymentReport: Handler<typeof getCertificationOfEmploymentReport> = async ({ query }, c) => {
  const who = await employee(c);
  const now = new Date();
  const subject = { employeeId: who.id, name: who.name, language: who.language };
  switch (certificateRequest(query)) {
    case 'temporary':
      return certificatePdf(subject, null, now);
    case 'order': {
      const placed = await order(who, now);
      log.info('certificate ordered', { orderId: placed.id, employeeId: who.id });
      return c.json({ order: toCertificateOrderView(placed) }, 202);
    }
    case 'final': {
      const answered = (await ordersOf(who.id)).find((o) => o.state === 'answered');
      if (!answered) throw new ApiFailure(404, 'certificateNotReady');
      return certificatePdf(subject, answered, now);
    }
  }
};

/** GET /v1/Employee/CertificateOrder: the newest order, or null. */
export const certificateOrder: Handler<typeof getCertificateOrder> = async (_input, c) => {
  const { id } = await callerEmployeeReader(c);
  const [newest] = await ordersOf(id);
  return { order: newest ? toCertificateOrderView(newest) : null };
};

/** GET /v1/Employee/IdentityCard. */
export const identityCard: Handler<typeof getIdentityCard> = async (_input, c) => {
  const who = await employee(c);
  return toIdentityCard(who.id, splitName(who.raw), who.raw, new Date());
};

/** GET /v1/Employee/IdentitycardImage: the same card as a card-sized PDF. */
export const identityCardImage: Handler<typeof getIdentityCardImage> = async (_input, c) => {
  const who = await employee(c);
  return identityCardPdf(toIdentityCard(who.id, splitName(who.raw), who.raw, new Date()), who.language);
};
