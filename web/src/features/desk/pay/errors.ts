import { errorText } from '@/lib/api-error';

const CODES = [
  'payPeriodAlreadyRun',
  'deadlineBeforePeriodEnd',
  'paymentBeforeDeadline',
  'payPeriodNotClosed',
  'payPeriodNotFound',
];

/** A desk pay change's failure as its text: the refusal's own words, else 'Failed to save'. */
export const payFailure = (error: unknown) =>
  errorText(error, {
    byCode: Object.fromEntries(CODES.map((code) => [code, `pay:desk.errors.${code}`])),
    fallback: 'pay:desk.errors.failed',
  });
