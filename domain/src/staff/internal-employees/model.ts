import { z } from 'zod';
import { docId, firestoreDocId, idName, optionalText } from '../../entities/common';
import { checkPassivationReason, internalEmployeeFields } from '../../entities/internal-employee';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { SUPPORTED_LANGUAGES } from '../../constants';
import { contractType, employeeStatus, workTimeType } from '../../labels';
import type { StaffPerson } from '../../api/identity';
import { activate, passivate } from '../../states/employee-status';
import { errorResult, okResult, type StateResult } from '../../states/result';
import type { ValidationMessage } from '../../texts/messages';
import { isoInstant } from '../shifts/views';
import { staffProfessionTitle } from '../shifts/model';

/**
 * A customer's internal employee (spec section 3), managed by the customer's team lead. Three
 * documents, one id (./README.md):
 * - `staffPeople/{id}`: the person as every other staff record (name, email, language, the one
 *   customer, `canEditShifts`), the source of the sign-in and of the claims;
 * - `staffInternalEmployees/{id}` (`staffInternalEmployee`): the rest of the form, the version a
 *   save must name, and when the invite went;
 * - `staffInternalEmployeeCodes/{id}`: the personal identity code alone, read only by the team-lead
 *   routes of that customer and never logged.
 */

/** The stored form without the identity code and the invite request, with the customer, version and stamps. */
export const staffInternalEmployee = internalEmployeeFields.omit({ socialSecurityNumber: true, invite: true }).extend({
  id: firestoreDocId,
  customerId: firestoreDocId,
  /** 1 when created, one more each save: a save naming an older version is refused (409). */
  version: z.number().int().min(1),
  /** When the first sign-in link was last sent; null until invited. */
  invitedAt: optionalFirestoreDate,
  createdAt: firestoreDate,
  updatedAt: firestoreDate,
  /** The team lead who last saved (their name). */
  updatedBy: z.string().max(200).nullable(),
});
export type StaffInternalEmployee = z.infer<typeof staffInternalEmployee>;

/** The record as stored: no id, and null where a field is left out (Firestore takes no `undefined`). */
export function toStoredInternalEmployee(employee: StaffInternalEmployee): Record<string, unknown> {
  const { id: _id, ...data } = employee;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === undefined ? null : v]));
}

/** The identity code's own document: closed like every `staff…` collection, keyed by the employee's id. */
export const staffInternalEmployeeCode = z.object({ customerId: firestoreDocId, code: z.string().min(1).max(20) });
export type StaffInternalEmployeeCode = z.infer<typeof staffInternalEmployeeCode>;

/**
 * An employment relationship a customer offers its internal employees (`staffCustomerRelationships`):
 * a name the customer knows it by, with the contract and work-time types of the domain's labels.
 */
export const staffCustomerRelationship = z.object({
  id: firestoreDocId,
  customerId: firestoreDocId,
  name: z.string().trim().min(1).max(200),
  contractType,
  workTimeType: workTimeType.nullable().default(null),
});
export type StaffCustomerRelationship = z.infer<typeof staffCustomerRelationship>;

/** The form as a save sends it (the screen's fields, the invite flag among them). */
type Form = z.output<typeof internalEmployeeFields>;

/** Active employees first, then by last and first name (Finnish order). */
export function internalEmployeeOrder(
  a: { status: 'active' | 'passive'; firstName: string; lastName: string },
  b: { status: 'active' | 'passive'; firstName: string; lastName: string },
): number {
  const rank = (s: 'active' | 'passive') => (s === 'active' ? 0 : 1);
  return (
    rank(a.status) - rank(b.status) || a.lastName.localeCompare(b.lastName, 'fi') || a.firstName.localeCompare(b.firstName, 'fi')
  );
}

/** The stored record of a new employee (version 1). */
export function newInternalEmployee(
  form: Form,
  at: { id: string; customerId: string; now: Date; by: string | null },
): StaffInternalEmployee {
  const { socialSecurityNumber: _code, invite: _invite, ...fields } = form;
  return staffInternalEmployee.parse({
    ...fields,
    id: at.id,
    customerId: at.customerId,
    version: 1,
    invitedAt: null,
    createdAt: at.now,
    updatedAt: at.now,
    updatedBy: at.by,
  });
}

/**
 * A save over the stored record: refused when the form names another version than the stored one
 * (`validation:shiftChangedMeanwhile`'s sibling: `internalEmployeeChangedMeanwhile`, a 409), and
 * the status change goes through the employee status rules (passivating needs a reason;
 * activating clears it). Answers the next stored record.
 */
export function saveInternalEmployee(
  current: StaffInternalEmployee,
  form: Form,
  at: { version: number; now: Date; by: string | null },
): StateResult<StaffInternalEmployee, ValidationMessage> | { ok: false; error: 'changedMeanwhile' } {
  if (at.version !== current.version) return { ok: false, error: 'changedMeanwhile' };
  let status: Pick<StaffInternalEmployee, 'status' | 'passivationReason'> = {
    status: current.status,
    passivationReason: current.passivationReason,
  };
  if (form.status !== current.status) {
    const moved = form.status === 'passive' ? passivate(current, form.passivationReason) : activate(current);
    if (!moved.ok) return errorResult(moved.error);
    status = moved.value;
  } else if (form.status === 'passive') {
    status = { status: 'passive', passivationReason: form.passivationReason };
  }
  const { socialSecurityNumber: _code, invite: _invite, ...fields } = form;
  return okResult(
    staffInternalEmployee.parse({
      ...current,
      ...fields,
      ...status,
      version: current.version + 1,
      updatedAt: at.now,
      updatedBy: at.by,
    }),
  );
}

/**
 * The `staffPeople` record of an internal employee: a customer user of its one customer, no agency
 * employee; `canEditShifts` (the claim Customer portal I's edits check) only while active, so a
 * passivated employee keeps no shift rights. What the record had before (its account, a team-lead
 * flag the agency set) is kept.
 */
export function internalEmployeePerson(employee: StaffInternalEmployee, before: StaffPerson | null): StaffPerson {
  return {
    username: before?.username ?? null,
    firebaseUid: before?.firebaseUid ?? null,
    migratedAt: before?.migratedAt ?? null,
    migrationEmail: before?.migrationEmail ?? null,
    migrationRequestedAt: before?.migrationRequestedAt ?? null,
    teamLead: before?.teamLead ?? false,
    email: employee.email.toLowerCase(),
    firstName: employee.firstName,
    lastName: employee.lastName,
    employee: false,
    customerIds: [employee.customerId],
    canEditShifts: employee.canEditShifts && employee.status === 'active',
    language: employee.language,
    phone: employee.phone,
    professionTitleIds: employee.professionTitles,
    status: employee.status,
  };
}

// ---- Route payloads -------------------------------------------------------------------------

/** POST CreateInternalEmployee: the form for one of the team lead's customers. */
export const createInternalEmployeeBody = internalEmployeeFields
  .extend({ customerId: firestoreDocId })
  .strict()
  .superRefine(checkPassivationReason);
export type CreateInternalEmployeeBody = z.infer<typeof createInternalEmployeeBody>;

/** PUT InternalEmployeeEditSave: the form, the employee's id and the version it was read at. */
export const saveInternalEmployeeBody = internalEmployeeFields
  .extend({ id: firestoreDocId, version: z.number().int().min(1) })
  .strict()
  .superRefine(checkPassivationReason);
export type SaveInternalEmployeeBody = z.infer<typeof saveInternalEmployeeBody>;

/** An optional `customerId` query: one of the team lead's customers, or all of them. */
export const teamLeadCustomerQuery = z.object({ customerId: firestoreDocId.optional() });

export const internalEmployeeEditViewQuery = z.object({
  internalEmployeeId: firestoreDocId,
  initiallySelectedEmploymentRelationshipId: firestoreDocId.optional(),
});
export const employeePlaceOfBusinessQuery = z.object({ employeeId: firestoreDocId });

/** A team lead's customer, with the pools its employees' shift suggestions go by (the suggestion groups). */
export const teamLeadCustomerView = z.object({ id: docId, name: z.string(), suggestionGroups: z.array(idName) });
export const customerOrganizationsResponse = z.object({
  customers: z.array(teamLeadCustomerView),
  /** The profession titles an employee may carry. */
  professionTitles: z.array(staffProfessionTitle),
});
export type CustomerOrganizationsResponse = z.infer<typeof customerOrganizationsResponse>;

export const placeOfBusinessView = z.object({
  id: docId,
  name: z.string(),
  customerId: docId,
  address: optionalText(),
  city: optionalText(),
});
export type PlaceOfBusinessView = z.infer<typeof placeOfBusinessView>;
export const placesOfBusinessResponse = z.object({ placesOfBusiness: z.array(placeOfBusinessView) });

export const customerRelationshipsResponse = z.object({ relationships: z.array(staffCustomerRelationship) });

/** Who an employee is and how to reach them, active or passive: what the list and the edit view share. */
const employeeBasics = z.object({
  id: docId,
  customerId: docId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: employeeStatus,
  passivationReason: z.string().nullable(),
});

/** One row of the list: who, how to reach them, where and as what they work, active or passive. */
export const internalEmployeeListItem = employeeBasics.extend({
  placesOfBusiness: z.array(idName),
  professionTitles: z.array(staffProfessionTitle),
});
export type InternalEmployeeListItem = z.infer<typeof internalEmployeeListItem>;
export const internalEmployeesListResponse = z.object({ employees: z.array(internalEmployeeListItem) });

/**
 * Every field of the employee, the identity code included, with what a save must send back. Plain
 * types (the form's parsing is done when it was stored), so the OpenAPI document can describe it.
 */
export const internalEmployeeView = employeeBasics.extend({
  secondPhone: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  employmentRelationship: z.string().nullable(),
  homeCostCenter: z.string().nullable(),
  placesOfBusiness: z.array(z.string()),
  professionTitles: z.array(z.string()),
  suggestionGroup: z.string(),
  comments: z.string().nullable(),
  smsConsent: z.boolean(),
  canEditShifts: z.boolean(),
  socialSecurityNumber: z.string().nullable(),
  version: z.number().int().min(1),
  /** The person has signed in (an invite would send nothing new). */
  hasAccount: z.boolean(),
  invitedAt: isoInstant.nullable(),
  updatedAt: isoInstant,
});
export type InternalEmployeeView = z.infer<typeof internalEmployeeView>;
export const internalEmployeeEditViewResponse = z.object({
  employee: internalEmployeeView,
  /** The relationship the form starts with: the one asked for if the customer has it, else the employee's. */
  selectedEmploymentRelationshipId: docId.nullable(),
});
export type InternalEmployeeEditViewResponse = z.infer<typeof internalEmployeeEditViewResponse>;
/** A create or save answers the employee as stored, and whether an invite was queued. */
export const internalEmployeeSavedResponse = z.object({ employee: internalEmployeeView, invited: z.boolean() });
export type InternalEmployeeSavedResponse = z.infer<typeof internalEmployeeSavedResponse>;

/** The stored record, its code and account as the edit view answers them. */
export function toInternalEmployeeView(
  employee: StaffInternalEmployee,
  code: string | null,
  hasAccount: boolean,
): z.input<typeof internalEmployeeView> {
  const { createdAt: _created, updatedBy: _by, invitedAt, updatedAt, ...fields } = employee;
  return {
    ...fields,
    secondPhone: fields.secondPhone ?? null,
    employmentRelationship: fields.employmentRelationship ?? null,
    homeCostCenter: fields.homeCostCenter ?? null,
    comments: fields.comments ?? null,
    passivationReason: fields.passivationReason ?? null,
    socialSecurityNumber: code,
    hasAccount,
    invitedAt: invitedAt ? invitedAt.toISOString() : null,
    updatedAt: updatedAt.toISOString(),
  };
}
