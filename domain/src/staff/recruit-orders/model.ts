import { z } from 'zod';
import { docId, firestoreDocId, idName, optionalText, requiredText } from '../../entities/common';
import { recruitOrder } from '../../entities/recruit-order';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { recruitOrderContractType, recruitOrderLanguage } from '../../labels';
import { calendarDay } from '../../states/calendar';
import { validationMessages as m } from '../../texts/messages';
import { checkRecruitOrderDates, recruitOrderFields } from '../../validation/recruit-order';
import { customerPlaceOfWork } from '../shifts/customer';
import { agencyDayText, isoInstant, titleView } from '../shifts/views';
import { addAgencyDays, agencyDayStart } from '../time';

/**
 * A customer's recruit order (spec sections 3 and 5), from the form to the desk (./README.md).
 * The fields and their rules are the domain's `recruitOrderFields` and `checkRecruitOrderDates`
 * (validation/recruit-order.ts); here the wire shape with Helsinki days, the stored document
 * (`staffRecruitOrders`, Admin SDK only) and the desk's view.
 */

export const RECRUIT_ORDER_STATES = ['new', 'converted', 'declined'] as const;
export const recruitOrderState = z.enum(RECRUIT_ORDER_STATES);
export type RecruitOrderState = z.infer<typeof recruitOrderState>;

/** The stored order: the form's fields (dates as the first instant of their Helsinki day), names as sent, who sent it, where it is. */
export const staffRecruitOrder = recruitOrder.extend({
  customerName: requiredText(),
  placeOfWorkName: requiredText(),
  /** The place's city (the assignment's location), as it was when sent. */
  city: optionalText(),
  professionTitleName: requiredText(),
  sentBy: z.object({ id: docId, name: z.string(), email: z.string().nullable() }),
  state: recruitOrderState,
  /** The recruiter tool's job (`jobs/{jobId}`) a converted order became. */
  jobId: docId.nullable().default(null),
  handledAt: optionalFirestoreDate,
  handledBy: z.string().max(200).nullable().default(null),
});
export type StaffRecruitOrder = z.infer<typeof staffRecruitOrder>;

// ---- The form and PUT /v1/RecruitOrder/SendRecruitOrder ----------------------------------------

const requiredDay = z.string({ error: m.fieldRequired }).min(1, { error: m.fieldRequired }).pipe(agencyDayText);

/**
 * The order as the form sends it: the customer it is for, the fields of `recruitOrderFields`, the
 * dates as Helsinki days (`yyyy-MM-dd`; no end date is `null`). Without the date rules, which need
 * "today": `sendRecruitOrderSchema`.
 */
export const recruitOrderBodyFields = recruitOrderFields
  .extend({
    customerId: firestoreDocId,
    placeOfWork: z.string({ error: m.fieldRequired }).min(1, { error: m.fieldRequired }).pipe(firestoreDocId),
    professionTitle: z.string({ error: m.fieldRequired }).min(1, { error: m.fieldRequired }).pipe(firestoreDocId),
    estimatedStartDate: requiredDay,
    estimatedEndDate: agencyDayText.nullish(),
  })
  .strict();
export type RecruitOrderBodyInput = z.input<typeof recruitOrderBodyFields>;

/** The Helsinki days of the body as the instants the rules and the stored order use. */
export function orderDates(order: { estimatedStartDate: string; estimatedEndDate?: string | null | undefined }) {
  return {
    estimatedStartDate: agencyDayStart(order.estimatedStartDate) ?? new Date(Number.NaN),
    estimatedEndDate: order.estimatedEndDate ? agencyDayStart(order.estimatedEndDate) : null,
  };
}

/**
 * The one schema of a sent order, as of `now()`: the fields, then spec section 5's date rules (the
 * end date for a fixed term; 'Estimated start date cannot be later than estimated end date';
 * 'Estimated start date must be in the future', from tomorrow in Helsinki). The form, the route
 * and the tests parse with it.
 */
export function sendRecruitOrderSchema(now: () => Date = () => new Date()) {
  return recruitOrderBodyFields.superRefine((order, ctx) => {
    const dates = orderDates(order);
    // A day that does not exist already has its own issue ('validation:invalidDate').
    if (Number.isNaN(dates.estimatedStartDate.getTime()) || (order.estimatedEndDate && !dates.estimatedEndDate)) return;
    checkRecruitOrderDates({ contractType: order.contractType, ...dates }, ctx, now());
  });
}
export const sendRecruitOrderBody = sendRecruitOrderSchema();
export type SendRecruitOrderBody = z.infer<typeof sendRecruitOrderBody>;

export const sendRecruitOrderResponse = z.object({ id: docId, sentAt: isoInstant });
export type SendRecruitOrderResponse = z.infer<typeof sendRecruitOrderResponse>;

/** The first day an order may start: tomorrow in Helsinki. */
export const earliestStartDay = (now: Date): string => calendarDay(addAgencyDays(now, 1));

/** GET /v1/RecruitOrder/RecruitOrderView: what the form offers the caller. */
export const recruitOrderViewResponse = z.object({
  customers: z.array(idName),
  placesOfWork: z.array(customerPlaceOfWork),
  contractTypes: z.array(recruitOrderContractType),
  languages: z.array(recruitOrderLanguage),
  /** Tomorrow in Helsinki (`yyyy-MM-dd`): the form's first selectable start day. */
  earliestStartDate: agencyDayText,
});
export type RecruitOrderViewResponse = z.infer<typeof recruitOrderViewResponse>;

export const customerProfessionTitleOptionsQuery = z.object({ customerId: firestoreDocId }).strict();
export const customerProfessionTitleOptionsResponse = z.object({ professionTitles: z.array(titleView) });

// ---- The desk -----------------------------------------------------------------------------------

export const recruitOrderIdParams = z.object({ id: firestoreDocId });

/** One order as the desk lists it. */
export const deskRecruitOrderView = z.object({
  id: docId,
  state: recruitOrderState,
  customer: idName,
  placeOfWork: z.object({ id: docId, name: z.string(), city: z.string().nullable() }),
  professionTitle: idName,
  amount: z.number().int(),
  contractType: recruitOrderContractType,
  estimatedStartDate: agencyDayText,
  estimatedEndDate: agencyDayText.nullable(),
  estimatedThreeWeekWorkingTime: z.number(),
  requiredLanguages: z.array(recruitOrderLanguage),
  additionalInfo: z.string().nullable(),
  sentBy: z.object({ name: z.string(), email: z.string().nullable() }),
  sentAt: isoInstant,
  jobId: docId.nullable(),
});
export type DeskRecruitOrderView = z.infer<typeof deskRecruitOrderView>;

export const deskRecruitOrdersResponse = z.object({ orders: z.array(deskRecruitOrderView) });
export const deskRecruitOrderResponse = z.object({ order: deskRecruitOrderView });

/** The audit record of a conversion (`staffDeskAudit`), written with the job and the order. */
export const staffDeskRecruitOrderAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  at: firestoreDate,
  action: z.literal('convertRecruitOrder'),
  recruitOrderId: z.string(),
  jobId: z.string(),
});
export type StaffDeskRecruitOrderAuditRecord = z.infer<typeof staffDeskRecruitOrderAuditRecord>;

/** The desk's view of a stored order. */
export function toDeskRecruitOrderView(o: StaffRecruitOrder): DeskRecruitOrderView {
  return {
    id: o.id,
    state: o.state,
    customer: { id: o.customerId, name: o.customerName },
    placeOfWork: { id: o.placeOfWork, name: o.placeOfWorkName, city: o.city ?? null },
    professionTitle: { id: o.professionTitle, name: o.professionTitleName },
    amount: o.amount,
    contractType: o.contractType,
    estimatedStartDate: calendarDay(o.estimatedStartDate),
    estimatedEndDate: o.estimatedEndDate ? calendarDay(o.estimatedEndDate) : null,
    estimatedThreeWeekWorkingTime: o.estimatedThreeWeekWorkingTime,
    requiredLanguages: [...o.requiredLanguages],
    additionalInfo: o.additionalInfo ?? null,
    sentBy: { name: o.sentBy.name, email: o.sentBy.email },
    sentAt: o.created.toISOString(),
    jobId: o.jobId,
  };
}

/** New orders first (the oldest first: sent earliest, waiting longest), then the handled ones, newest first. */
export function newOrdersFirst(a: Pick<StaffRecruitOrder, 'state' | 'created'>, b: Pick<StaffRecruitOrder, 'state' | 'created'>) {
  const rank = (s: RecruitOrderState) => (s === 'new' ? 0 : 1);
  const byTime = a.state === 'new' ? a.created.getTime() - b.created.getTime() : b.created.getTime() - a.created.getTime();
  return rank(a.state) - rank(b.state) || byTime;
}
