import type { z } from 'zod';
import {
  createInternalEmployeeBody,
  fieldErrors,
  saveInternalEmployeeBody,
  type InternalEmployeeListItem,
  type InternalEmployeeView,
  type SupportedLanguage,
} from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import type { ActionText } from '@/lib/use-endpoint-action';

/** The form as the screen holds it: text as typed, lists of ids, flags. */
export interface EmployeeFormValues {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  secondPhone: string;
  language: SupportedLanguage;
  employmentRelationship: string;
  homeCostCenter: string;
  placesOfBusiness: string[];
  professionTitles: string[];
  suggestionGroup: string;
  comments: string;
  smsConsent: boolean;
  canEditShifts: boolean;
  status: 'active' | 'passive';
  passivationReason: string;
  socialSecurityNumber: string;
  invite: boolean;
}
export type EmployeeFormErrors = Partial<Record<keyof EmployeeFormValues, string>>;

/** A new employee's form: the team lead's first customer, the team lead's language, active, invited. */
export const emptyEmployeeForm = (customerId: string, language: SupportedLanguage): EmployeeFormValues => ({
  customerId,
  firstName: '',
  lastName: '',
  email: '',
  phone: '+358',
  secondPhone: '',
  language,
  employmentRelationship: '',
  homeCostCenter: '',
  placesOfBusiness: [],
  professionTitles: [],
  suggestionGroup: '',
  comments: '',
  smsConsent: false,
  canEditShifts: false,
  status: 'active',
  passivationReason: '',
  socialSecurityNumber: '',
  invite: true,
});

/** The form of a stored employee, starting with `relationship` (the edit view's initial choice). */
export const employeeFormOf = (view: InternalEmployeeView, relationship: string | null): EmployeeFormValues => ({
  customerId: view.customerId,
  firstName: view.firstName,
  lastName: view.lastName,
  email: view.email,
  phone: view.phone,
  secondPhone: view.secondPhone ?? '',
  language: view.language,
  employmentRelationship: relationship ?? '',
  homeCostCenter: view.homeCostCenter ?? '',
  placesOfBusiness: view.placesOfBusiness,
  professionTitles: view.professionTitles,
  suggestionGroup: view.suggestionGroup,
  comments: view.comments ?? '',
  smsConsent: view.smsConsent,
  canEditShifts: view.canEditShifts,
  status: view.status,
  passivationReason: view.passivationReason ?? '',
  socialSecurityNumber: view.socialSecurityNumber ?? '',
  invite: false,
});

const common = (v: EmployeeFormValues) => ({
  ...v,
  employmentRelationship: v.employmentRelationship || null,
  passivationReason: v.status === 'passive' ? v.passivationReason : null,
});

export type CreateBody = z.input<typeof createInternalEmployeeBody>;
export type SaveBody = z.input<typeof saveInternalEmployeeBody>;

/** The create call's body, or the field errors the domain's schema finds first (the same texts the server answers). */
export function createBodyOf(v: EmployeeFormValues): { body: CreateBody } | { errors: EmployeeFormErrors } {
  const body = common(v);
  const parsed = createInternalEmployeeBody.safeParse(body);
  return parsed.success ? { body } : { errors: fieldErrors(parsed.error.issues) };
}

/** The save call's body for the employee read at `version`, or the field errors. */
export function saveBodyOf(
  v: EmployeeFormValues,
  id: string,
  version: number,
): { body: SaveBody } | { errors: EmployeeFormErrors } {
  const { customerId: _customer, ...rest } = common(v);
  const body = { ...rest, id, version };
  const parsed = saveInternalEmployeeBody.safeParse(body);
  return parsed.success ? { body } : { errors: fieldErrors(parsed.error.issues) };
}

/** The name filter: every word typed is found in the first or last name or the email, ignoring case. */
export function matchesName(
  employee: Pick<InternalEmployeeListItem, 'firstName' | 'lastName' | 'email'>,
  filter: string,
): boolean {
  const text = `${employee.firstName} ${employee.lastName} ${employee.email}`.toLocaleLowerCase('fi');
  return filter
    .toLocaleLowerCase('fi')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

const SAVE_FAILURES = {
  internalEmployeeChangedMeanwhile: 'customer:internalEmployees.changedMeanwhile',
  emailInUse: 'customer:internalEmployees.emailInUse',
  suggestionGroupNotFound: 'customer:internalEmployees.choiceGone',
  placeOfBusinessNotFound: 'customer:internalEmployees.choiceGone',
  professionTitleNotFound: 'customer:internalEmployees.choiceGone',
  employmentRelationshipNotFound: 'customer:internalEmployees.choiceGone',
} as const;

/** A failed save's text: the conflict or a choice gone, else 'Failed to save employee' (field texts show beside their inputs). */
export const saveFailure = (error: unknown): ActionText =>
  errorText(error, { byCode: SAVE_FAILURES, fallback: 'customer:internalEmployees.saveFailed' });

/** 'Saved successfully', and the spec's mail failure when an asked invite could not be queued. */
export const savedText = (answer: { invited: boolean }, asked: boolean): ActionText =>
  asked && !answer.invited ? 'customer:internalEmployees.savedInviteFailed' : 'customer:internalEmployees.saved';
