import { z } from 'zod';

/**
 * Every enumeration of the product, as `as const` arrays of stored values, and their labels as
 * i18n keys of the `labels` namespace: `labels:<group>.<value>`, stored in
 * `web/src/locales/<lng>/labels.json` as `{ "<group>": { "<value>": "…" } }`.
 *
 * Stored values are short camelCase codes (no dots or colons, so they are safe i18n key
 * segments). Where the specification shows codes, they are kept as shown (recruit orders'
 * `FixedTerm`, `Finnish`; driver licence classes; calendar event types 1–5).
 */

/** Assignment and job-interest contract types: No contract, Fixed term, Permanent, On call work. */
export const CONTRACT_TYPES = ['noContract', 'fixedTerm', 'permanent', 'onCall'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const contractType = z.enum(CONTRACT_TYPES);

/** Work-time types: Regular working hours, Period work time, Piecework, Varying work time. */
export const WORK_TIME_TYPES = ['regular', 'periodWork', 'piecework', 'varying'] as const;
export type WorkTimeType = (typeof WORK_TIME_TYPES)[number];
export const workTimeType = z.enum(WORK_TIME_TYPES);

/** Pool employee contract types: Fixed term, On call work, For now (indefinite). */
export const POOL_CONTRACT_TYPES = ['fixedTerm', 'onCall', 'forNow'] as const;
export type PoolContractType = (typeof POOL_CONTRACT_TYPES)[number];
export const poolContractType = z.enum(POOL_CONTRACT_TYPES);

/**
 * Language skill levels of the registration form: basic (A1), basic+ (A2), independent (B1/B2),
 * proficient (C1). The group `languageLevelDescription` holds each level's CEFR description.
 */
export const LANGUAGE_LEVELS = ['basic', 'basicPlus', 'independent', 'proficient'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const languageLevel = z.enum(LANGUAGE_LEVELS);
/** The CEFR level each language level stands for. */
export const LANGUAGE_LEVEL_CEFR = {
  basic: 'A1',
  basicPlus: 'A2',
  independent: 'B1/B2',
  proficient: 'C1',
} as const satisfies Record<LanguageLevel, string>;

/** Driver licence classes of the registration form (LT: traffic tractor). */
export const DRIVER_LICENCE_CLASSES = ['B', 'C', 'CE', 'D', 'LT', 'other'] as const;
export type DriverLicenceClass = (typeof DRIVER_LICENCE_CLASSES)[number];
export const driverLicenceClass = z.enum(DRIVER_LICENCE_CLASSES);

/** Availability options of the registration form (weekly hours are a separate number). */
export const AVAILABILITY_OPTIONS = [
  'daytime',
  'evening',
  'night',
  'fullTime',
  'partTime',
  'fixedTerm',
  'permanent',
  'weekdays',
  'weekends',
] as const;
export type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];
export const availabilityOption = z.enum(AVAILABILITY_OPTIONS);

/**
 * Work permit situations: EU citizen; active (needs its expiry date); not active (needs the
 * application date); temporary protection; no permit; unknown.
 */
export const WORK_PERMIT_OPTIONS = ['euCitizen', 'active', 'notActive', 'temporaryProtection', 'noPermit', 'unknown'] as const;
export type WorkPermitOption = (typeof WORK_PERMIT_OPTIONS)[number];
export const workPermitOption = z.enum(WORK_PERMIT_OPTIONS);

/** Job categories: the short codes talents pick as jobs of interest. */
export const JOB_CATEGORIES = [
  'cook',
  'chef',
  'kitchenAssistant',
  'dishwasher',
  'waiter',
  'bartender',
  'barista',
  'hotelReceptionist',
  'roomAttendant',
  'cleaner',
  'windowCleaner',
  'caretaker',
  'driver',
  'truckDriver',
  'busDriver',
  'deliveryDriver',
  'forkliftDriver',
  'warehouseWorker',
  'orderPicker',
  'packer',
  'mover',
  'productionWorker',
  'machineOperator',
  'assemblyWorker',
  'welder',
  'sheetMetalWorker',
  'cncOperator',
  'mechanic',
  'electrician',
  'plumber',
  'hvacInstaller',
  'carpenter',
  'painter',
  'bricklayer',
  'concreteWorker',
  'constructionWorker',
  'scaffolder',
  'roofer',
  'tiler',
  'demolitionWorker',
  'foodProductionWorker',
  'butcher',
  'baker',
  'nurse',
  'practicalNurse',
  'careAssistant',
  'personalAssistant',
  'childcareWorker',
  'teachingAssistant',
  'salesAssistant',
  'cashier',
  'shelfStocker',
  'customerServiceAgent',
  'officeAssistant',
  'accountant',
  'hrAssistant',
  'itSupport',
  'softwareDeveloper',
  'securityGuard',
  'gardener',
  'farmWorker',
  'berryPicker',
  'laundryWorker',
  'eventStaff',
  'interpreter',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export const jobCategory = z.enum(JOB_CATEGORIES);

/** Job fields (industries a talent is interested in). */
export const JOB_FIELDS = [
  'buildingMaintenance',
  'construction',
  'horeca',
  'industry',
  'ict',
  'logistics',
  'other',
  'officeServices',
  'retail',
  'security',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];
export const jobField = z.enum(JOB_FIELDS);

/** Employee message types. */
export const MESSAGE_TYPES = ['addedToShift', 'other', 'passwordReset', 'shiftMessage', 'shiftSuggestion'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const messageType = z.enum(MESSAGE_TYPES);

/**
 * Customer shift states. Spec section 4 left `undone` and `waitingForEmployeeSelection` in
 * English in every language; issue 14 asked for real translations, so every state has one.
 */
export const CUSTOMER_SHIFT_STATES = [
  'new',
  'inProcessing',
  'accepted',
  'filled',
  'cancelled',
  'requestedForCancellation',
  'billed',
  'willNotBeCharged',
  'undone',
  'waitingForEmployeeSelection',
] as const;
export type CustomerShiftState = (typeof CUSTOMER_SHIFT_STATES)[number];
export const customerShiftState = z.enum(CUSTOMER_SHIFT_STATES);

/** A shift time change proposed to the employee. */
export const TIME_CHANGE_STATES = ['pendingConfirmation', 'accepted', 'rejected'] as const;
export type TimeChangeState = (typeof TIME_CHANGE_STATES)[number];
export const timeChangeState = z.enum(TIME_CHANGE_STATES);

/** A shift suggestion (booked when taken) or a bundle of shifts (accepted when taken). */
export const SUGGESTION_STATES = ['suggested', 'booked', 'accepted', 'rejected'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];
export const suggestionState = z.enum(SUGGESTION_STATES);

/** Who a shift is suggested to. */
export const SUGGESTION_TARGETS = ['selectedEmployees', 'pool', 'allSuitable', 'poolFirstThenAllSuitable'] as const;
export type SuggestionTarget = (typeof SUGGESTION_TARGETS)[number];
export const suggestionTarget = z.enum(SUGGESTION_TARGETS);

/** Pool connection states. */
export const POOL_STATES = ['new', 'accepted', 'deleted', 'waitingForApproval'] as const;
export type PoolState = (typeof POOL_STATES)[number];
export const poolState = z.enum(POOL_STATES);

/** Calendar event types, by their stored number. */
export const CALENDAR_EVENT_TYPES = [1, 2, 3, 4, 5] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const calendarEventType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
/** Names of the calendar event types: 1 Shift request (shift wish) … 5 Rejected shift suggestion. */
export const CALENDAR_EVENT_TYPE_NAMES = {
  1: 'shiftRequest',
  2: 'notAvailable',
  3: 'shiftSuggestion',
  4: 'inShift',
  5: 'rejectedShiftSuggestion',
} as const satisfies Record<CalendarEventType, string>;

/** Recruit order contract types, as the Staff API names them. */
export const RECRUIT_ORDER_CONTRACT_TYPES = ['FixedTerm', 'Framework', 'Indefinite'] as const;
export type RecruitOrderContractType = (typeof RECRUIT_ORDER_CONTRACT_TYPES)[number];
export const recruitOrderContractType = z.enum(RECRUIT_ORDER_CONTRACT_TYPES);

/** Languages a recruit order can require. */
export const RECRUIT_ORDER_LANGUAGES = ['Finnish', 'English'] as const;
export type RecruitOrderLanguage = (typeof RECRUIT_ORDER_LANGUAGES)[number];
export const recruitOrderLanguage = z.enum(RECRUIT_ORDER_LANGUAGES);

/**
 * Where a talent stands on an assignment, in one word on every screen (the talent's header, the
 * talent list, the assignment): presented until hired or rejected. The talent's own `status` is
 * one of these, kept by the hiring changes (`statusOnAssignment`).
 */
export const TALENT_STATUSES = ['presented', 'hired', 'rejected'] as const;
export type TalentStatus = (typeof TALENT_STATUSES)[number];
export const talentStatus = z.enum(TALENT_STATUSES);
export function isTalentStatus(value: unknown): value is TalentStatus {
  return (TALENT_STATUSES as readonly unknown[]).includes(value);
}

/** A talent's hiring status per assignment, and the summary chips (active = the rest). */
export const HIRING_SUMMARY = ['hired', 'rejected', 'active'] as const;
export type HiringSummaryKey = (typeof HIRING_SUMMARY)[number];

/** Employment contract states. */
export const CONTRACT_STATES = ['unsigned', 'signed'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const contractState = z.enum(CONTRACT_STATES);

/** Notice and training material read states. */
export const READ_STATES = ['unread', 'read'] as const;
export type ReadState = (typeof READ_STATES)[number];

/** Employee (and internal employee) status. */
export const EMPLOYEE_STATUSES = ['active', 'passive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const employeeStatus = z.enum(EMPLOYEE_STATUSES);

/** Ours: assignment priority (the specification names the field, not its values). */
export const ASSIGNMENT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type AssignmentPriority = (typeof ASSIGNMENT_PRIORITIES)[number];
export const assignmentPriority = z.enum(ASSIGNMENT_PRIORITIES);

/**
 * Ours: the shared note's (job comment's) status. The specification names the field, not its
 * values; a status stored as other text before these existed shows as it was written.
 */
export const JOB_COMMENT_STATUSES = ['open', 'inProgress', 'onHold', 'done'] as const;
export type JobCommentStatus = (typeof JOB_COMMENT_STATUSES)[number];
export function isJobCommentStatus(value: unknown): value is JobCommentStatus {
  return (JOB_COMMENT_STATUSES as readonly unknown[]).includes(value);
}

/** Language names, for pickers of the product's languages. */
export const LANGUAGE_NAMES = ['fi', 'en', 'sv', 'uk', 'ru'] as const;

/** Every label group and its values; `labels.json` has exactly these keys in every language. */
export const LABEL_GROUPS = {
  contractType: CONTRACT_TYPES,
  workTimeType: WORK_TIME_TYPES,
  poolContractType: POOL_CONTRACT_TYPES,
  languageLevel: LANGUAGE_LEVELS,
  languageLevelDescription: LANGUAGE_LEVELS,
  driverLicence: DRIVER_LICENCE_CLASSES,
  availability: AVAILABILITY_OPTIONS,
  workPermit: WORK_PERMIT_OPTIONS,
  jobCategory: JOB_CATEGORIES,
  jobField: JOB_FIELDS,
  messageType: MESSAGE_TYPES,
  customerShiftState: CUSTOMER_SHIFT_STATES,
  timeChangeState: TIME_CHANGE_STATES,
  suggestionState: SUGGESTION_STATES,
  suggestionTarget: SUGGESTION_TARGETS,
  poolState: POOL_STATES,
  calendarEventType: CALENDAR_EVENT_TYPES,
  recruitOrderContractType: RECRUIT_ORDER_CONTRACT_TYPES,
  recruitOrderLanguage: RECRUIT_ORDER_LANGUAGES,
  hiringSummary: HIRING_SUMMARY,
  talentStatus: TALENT_STATUSES,
  contractState: CONTRACT_STATES,
  readState: READ_STATES,
  employeeStatus: EMPLOYEE_STATUSES,
  assignmentPriority: ASSIGNMENT_PRIORITIES,
  language: LANGUAGE_NAMES,
  jobCommentStatus: JOB_COMMENT_STATUSES,
} as const;

export type LabelGroup = keyof typeof LABEL_GROUPS;
export type LabelValue<G extends LabelGroup> = (typeof LABEL_GROUPS)[G][number];
export type LabelKey<G extends LabelGroup = LabelGroup> = G extends LabelGroup ? `labels:${G}.${LabelValue<G>}` : never;

/** The i18n key of a value's label: `labelKey('poolState', 'accepted') === 'labels:poolState.accepted'`. */
export function labelKey<G extends LabelGroup, V extends LabelValue<G>>(group: G, value: V): `labels:${G}.${V}` {
  return `labels:${group}.${value}`;
}

/** Every label key of every group, for checks that each language has them all. */
export function allLabelKeys(): string[] {
  return Object.entries(LABEL_GROUPS).flatMap(([group, values]) =>
    (values as readonly (string | number)[]).map((value) => `labels:${group}.${value}`),
  );
}
