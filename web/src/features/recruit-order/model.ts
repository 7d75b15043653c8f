import {
  fieldErrors,
  sendRecruitOrderSchema,
  type RecruitOrderBodyInput,
  type RecruitOrderContractType,
  type RecruitOrderLanguage,
  type RecruitOrderViewResponse,
} from '@vuoro/domain';

/**
 * The recruit order form's values as typed (inputs give text) and the one check before sending:
 * the route's own schema (`sendRecruitOrderSchema`, spec section 5's rules), so the form says
 * what the server would, in the same words, at the same fields.
 */
export interface RecruitOrderValues {
  customerId: string;
  placeOfWork: string;
  professionTitle: string;
  amount: string;
  contractType: RecruitOrderContractType | '';
  estimatedStartDate: string;
  estimatedEndDate: string;
  estimatedThreeWeekWorkingTime: string;
  requiredLanguages: RecruitOrderLanguage[];
  additionalInfo: string;
}

/** The fields in the form's order: the first with an error takes the focus. */
export const RECRUIT_ORDER_FIELDS = [
  'customerId',
  'placeOfWork',
  'professionTitle',
  'amount',
  'contractType',
  'estimatedStartDate',
  'estimatedEndDate',
  'estimatedThreeWeekWorkingTime',
  'requiredLanguages',
  'additionalInfo',
] as const satisfies readonly (keyof RecruitOrderValues)[];
export type RecruitOrderField = (typeof RECRUIT_ORDER_FIELDS)[number];

/** Required are all but the end date (only for a fixed term) and the additional info (spec section 5). */
export const REQUIRED_FIELDS: ReadonlySet<RecruitOrderField> = new Set(
  RECRUIT_ORDER_FIELDS.filter((f) => f !== 'estimatedEndDate' && f !== 'additionalInfo'),
);
export type RecruitOrderErrors = Partial<Record<RecruitOrderField, string>>;

/** A blank form; a caller with one customer has it chosen. */
export function emptyRecruitOrder(view: Pick<RecruitOrderViewResponse, 'customers'>): RecruitOrderValues {
  return {
    customerId: view.customers.length === 1 ? view.customers[0]!.id : '',
    placeOfWork: '',
    professionTitle: '',
    amount: '',
    contractType: '',
    estimatedStartDate: '',
    estimatedEndDate: '',
    estimatedThreeWeekWorkingTime: '',
    requiredLanguages: [],
    additionalInfo: '',
  };
}

/** A number as typed ('112,5' too); empty is missing, anything else not a number stays invalid. */
const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
};

/** The body the form sends. */
export function toBody(v: RecruitOrderValues): RecruitOrderBodyInput {
  return {
    customerId: v.customerId,
    placeOfWork: v.placeOfWork,
    professionTitle: v.professionTitle,
    amount: numberOf(v.amount) as number,
    contractType: (v.contractType || undefined) as RecruitOrderContractType,
    estimatedStartDate: v.estimatedStartDate,
    estimatedEndDate: v.estimatedEndDate || null,
    estimatedThreeWeekWorkingTime: numberOf(v.estimatedThreeWeekWorkingTime) as number,
    requiredLanguages: v.requiredLanguages,
    additionalInfo: v.additionalInfo.trim() || null,
  };
}

/** The field errors of issues (the form's own check or a 400's), each an i18n key; the rest are not the form's. */
export function recruitOrderErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): RecruitOrderErrors {
  const found = fieldErrors<string>(
    issues.map((i) => ({ path: typeof i.path === 'string' ? i.path.split('.') : i.path, message: i.message })),
  );
  return Object.fromEntries(RECRUIT_ORDER_FIELDS.flatMap((f) => (found[f] ? [[f, found[f]]] : []))) as RecruitOrderErrors;
}

/** The form checked as of `now`: the body to send, or the errors by field. */
export function checkRecruitOrder(
  values: RecruitOrderValues,
  now: Date,
): { ok: true; body: RecruitOrderBodyInput } | { ok: false; errors: RecruitOrderErrors } {
  const body = toBody(values);
  const parsed = sendRecruitOrderSchema(() => now).safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: recruitOrderErrors(parsed.error.issues) };
}
