/**
 * Every message the domain's schemas and state functions can produce, as i18n keys of the
 * `validation` namespace (`web/src/locales/<lng>/validation.json`). The English texts of the
 * keys marked "spec" are the exact words of the product specification (sections 5 and 8); the
 * rest are ours, written where the specification names a rule but not its wording.
 *
 * Not used on purpose: the stale 'Password must be at least 6 letters' (spec section 5); the
 * password rule is 8 characters, and the checklist below says so.
 */
export const VALIDATION_KEYS = [
  // Generic field messages (ours unless marked).
  'fieldRequired', // spec: 'Field is required'
  'invalidValue',
  'invalidDate',
  'textTooLong',
  'numberOutOfRange',
  'wholeNumberRequired',
  'invalidUrl',
  'selectAtLeastOne',
  'tooManyItems',
  'endBeforeStart',

  // Password (spec section 5).
  'passwordWeak', // spec
  'passwordsDiffer', // spec
  'passwordRuleMinLength',
  'passwordRuleLowercase',
  'passwordRuleUppercase',
  'passwordRuleNumber',
  'passwordRuleSpecial',
  'smsCodeFormat',

  // Email.
  'invalidEmail', // spec
  'emailsDoNotMatch', // spec
  'newEmailInvalid', // spec
  'newEmailSameAsOld', // spec
  'invalidEmailAddress', // spec (public assignment form)

  // Bank and phone.
  'invalidIban', // spec
  'checkIban', // spec
  'invalidBic',
  'bankAccountMissing',
  'phoneFormat', // spec

  // Messages to support and contact.
  'messageTooShort',

  // Calendar.
  'eventInPast', // spec
  'pastEventNotEditable', // spec
  'calendarEventNotEditable',

  // Recruit order.
  'startDateAfterEndDate', // spec
  'startDateNotInFuture', // spec
  'endDateRequired',

  // Mark shift.
  'fillAllRequiredFields', // spec
  'lateShiftReport', // spec

  // Talent form and registration.
  'languageRequired',
  'latinCharactersOnly',
  'referenceContactRequired',
  'workHistoryEndRequired',
  'permitExpiryRequired',
  'permitApplicationDateRequired',

  // Files.
  'maxFileSize', // spec
  'notAnImage',
  'cvMaxFileSize',
  'cvFileType',
  'fileTooLarge',

  // Internal employee and employee status.
  'suggestionGroupRequired',
  'passivationReasonMissing',
  'employeeAlreadyActive',
  'employeeAlreadyPassive',
  'invalidPersonalIdentityCode',

  // Customer shifts.
  'cancellationReasonMissing', // spec
  'cancellationConfirmationRequired',
  'shiftCannotBeAccepted',
  'shiftCannotBeCancelled',
  'shiftTransitionNotAllowed',
  'timeChangeNotPending',
  'suggestionNotOpen',
  'shiftAlreadyTaken',
  'shiftNotEditable',
  'suggestionEmployeesMissing',
  'suggestionPoolMissing',
  'orderInPast',
  'entryNotWorkedYet',
  'workerMissing',
  'workerNotKnown',
  'shiftNotWorkedYet',
  'shiftChangedMeanwhile',
  'feedbackNotPossible',
  'feedbackAlreadyGiven',
  'smsNoWorker',
  'smsNoPhone',
  'smsFailed',
  'employeeNotSuitable',
  'cancellationNotRequested',
  'entryNotPending',

  // Pools.
  'poolInvitationNotOpen',
  'poolApprovalNotPending',
  'poolConnectionNotActive',

  // Employment contracts.
  'contractNotRead',
  'contractAlreadySigned',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
/** A message as zod and the state functions report it: `validation:<key>`. */
export type ValidationMessage = `validation:${ValidationKey}`;

/** `validationMessages.passwordsDiffer === 'validation:passwordsDiffer'`, one entry per key. */
export const validationMessages = Object.freeze(Object.fromEntries(VALIDATION_KEYS.map((key) => [key, `validation:${key}`]))) as {
  readonly [K in ValidationKey]: `validation:${K}`;
};

/** True when a string is one of the domain's validation message keys. */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'string' &&
    value.startsWith('validation:') &&
    (VALIDATION_KEYS as readonly string[]).includes(value.slice('validation:'.length))
  );
}
