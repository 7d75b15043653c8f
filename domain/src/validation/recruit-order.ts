import { z } from 'zod';
import { RECRUIT_ORDER_PERIOD_WEEKS, TEXT_LIMITS } from '../constants';
import { docId, decimalNumber, listOf, optionalText, wholeNumber } from '../entities/common';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { RECRUIT_ORDER_CONTRACT_TYPES, RECRUIT_ORDER_LANGUAGES } from '../labels';
import { calendarDay } from '../states/calendar';
import { validationMessages as m } from '../texts/messages';

const required = { error: m.fieldRequired };

/**
 * A customer's recruit order (PUT /v1/RecruitOrder/SendRecruitOrder). Required: amount,
 * contract type, place of business, language skill, profession title, start date and the
 * estimated work hours for a 3-week period. `estimatedThreeWeekWorkingTime` is in hours.
 */
export const recruitOrderFields = z.object({
  placeOfWork: z.string(required).min(1, required).pipe(docId),
  professionTitle: z.string(required).min(1, required).pipe(docId),
  amount: wholeNumber(1, 1000),
  contractType: z.enum(RECRUIT_ORDER_CONTRACT_TYPES, required),
  estimatedStartDate: firestoreDate,
  estimatedEndDate: optionalFirestoreDate,
  estimatedThreeWeekWorkingTime: decimalNumber(0.5, RECRUIT_ORDER_PERIOD_WEEKS * 7 * 24),
  requiredLanguages: listOf(z.enum(RECRUIT_ORDER_LANGUAGES, required), 2).min(1, required),
  additionalInfo: optionalText(TEXT_LIMITS.medium),
});

/** The date rules of a recruit order, checked against `now` (the day starts in the agency's time zone). */
export function checkRecruitOrderDates(
  order: { contractType: string; estimatedStartDate: Date; estimatedEndDate?: Date | null | undefined },
  ctx: z.RefinementCtx,
  now: Date,
): void {
  if (order.contractType === 'FixedTerm' && !order.estimatedEndDate) {
    ctx.addIssue({ code: 'custom', message: m.endDateRequired, path: ['estimatedEndDate'] });
  }
  if (order.estimatedEndDate && order.estimatedStartDate > order.estimatedEndDate) {
    ctx.addIssue({ code: 'custom', message: m.startDateAfterEndDate, path: ['estimatedStartDate'] });
  }
  if (calendarDay(order.estimatedStartDate) <= calendarDay(now)) {
    ctx.addIssue({ code: 'custom', message: m.startDateNotInFuture, path: ['estimatedStartDate'] });
  }
}

/**
 * The recruit order form as of `now`: the end date is required for a fixed term; 'Estimated
 * start date cannot be later than estimated end date'; 'Estimated start date must be in the
 * future', which means from tomorrow on.
 */
export function recruitOrderForm(now: Date) {
  return recruitOrderFields.superRefine((order, ctx) => checkRecruitOrderDates(order, ctx, now));
}
export type RecruitOrderForm = z.infer<typeof recruitOrderFields>;
