import {
  HOURLY_WAGE_MAX,
  WEEKLY_HOURS_MAX,
  type ContractTerms,
  type DeskContractTemplateView,
  type LocalizedText,
} from '@vuoro/domain';
import type { TranslatedTextValue } from '../components/translated-text-fields';

/** The terms as the form holds them: what was typed, checked and turned into numbers only when sent. */
export interface TermsValues {
  employer: string;
  /** `yyyy-MM-dd` as a date input gives it. */
  startDate: string;
  /** Empty: until further notice. */
  endDate: string;
  hourlyWage: string;
  hoursMin: string;
  /** Empty: the same as `hoursMin` (fixed hours). */
  hoursMax: string;
}
export type TermsErrors = Partial<Record<keyof TermsValues, string>>;

export const emptyTerms = (): TermsValues => ({
  employer: '',
  startDate: '',
  endDate: '',
  hourlyWage: '',
  hoursMin: '',
  hoursMax: '',
});

/** A number as typed in Finnish or English notation ("14,50", "14.5"); null when it is none. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A number back as the form shows it (Finnish decimal comma). */
const typed = (n: number) => String(n).replace('.', ',');

/** A template's (or contract's) terms as the form starts from them. */
export function termsValues(terms: ContractTerms): TermsValues {
  return {
    employer: terms.employer,
    startDate: terms.startDate,
    endDate: terms.endDate ?? '',
    hourlyWage: typed(terms.hourlyWage),
    hoursMin: typed(terms.weeklyHours.min),
    hoursMax: terms.weeklyHours.max === terms.weeklyHours.min ? '' : typed(terms.weeklyHours.max),
  };
}

/**
 * The terms checked as the routes will check them (contractTerms in the domain), each problem as an
 * i18n key of the `contracts` namespace; `terms` is what to send when nothing was found.
 */
export function checkTerms(values: TermsValues): { errors: TermsErrors; terms: ContractTerms | null } {
  const errors: TermsErrors = {};
  if (!values.employer.trim()) errors.employer = 'contracts:desk.terms.employerRequired';
  if (!values.startDate) errors.startDate = 'contracts:desk.terms.startRequired';
  if (values.endDate && values.startDate && values.endDate < values.startDate)
    errors.endDate = 'contracts:desk.terms.endBeforeStart';
  const wage = parseAmount(values.hourlyWage);
  if (wage === null || wage > HOURLY_WAGE_MAX || Math.round(wage * 100) !== wage * 100)
    errors.hourlyWage = 'contracts:desk.terms.wageInvalid';
  const min = parseAmount(values.hoursMin);
  const max = values.hoursMax.trim() ? parseAmount(values.hoursMax) : min;
  if (min === null || min > WEEKLY_HOURS_MAX) errors.hoursMin = 'contracts:desk.terms.hoursInvalid';
  else if (max === null || max > WEEKLY_HOURS_MAX || max < min) errors.hoursMax = 'contracts:desk.terms.hoursMaxInvalid';
  if (Object.keys(errors).length > 0 || wage === null || min === null || max === null) return { errors, terms: null };
  return {
    errors,
    terms: {
      employer: values.employer.trim(),
      startDate: values.startDate,
      endDate: values.endDate || null,
      hourlyWage: wage,
      weeklyHours: { min, max },
    },
  };
}

/** An attachment as the template form holds it. */
export interface AttachmentValues {
  /** A key for React only: attachments are added and removed. */
  key: number;
  title: TranslatedTextValue;
  text: TranslatedTextValue;
}

/** A template as the form holds it. */
export interface TemplateValues {
  id: string | null;
  title: TranslatedTextValue;
  body: TranslatedTextValue;
  attachments: AttachmentValues[];
  terms: TermsValues;
}

let attachmentKeys = 0;
export const newAttachment = (title: TranslatedTextValue = { fi: '' }, text: TranslatedTextValue = { fi: '' }) => ({
  key: ++attachmentKeys,
  title,
  text,
});

/** An empty template, or a saved one to edit. */
export function templateValues(template: DeskContractTemplateView | null): TemplateValues {
  if (!template) return { id: null, title: { fi: '' }, body: { fi: '' }, attachments: [], terms: emptyTerms() };
  return {
    id: template.id,
    title: fromText(template.title),
    body: fromText(template.body),
    attachments: template.attachments.map((a) => newAttachment(fromText(a.title), fromText(a.text))),
    terms: termsValues(template.terms),
  };
}

/** A stored text (its translations optional) as the fields hold it. */
function fromText(text: LocalizedText): TranslatedTextValue {
  const value: TranslatedTextValue = { fi: text.fi };
  for (const language of ['en', 'sv', 'uk', 'ru'] as const) {
    const translated = text[language];
    if (translated) value[language] = translated;
  }
  return value;
}
