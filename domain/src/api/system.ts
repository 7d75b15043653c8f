import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';

/** GET /v1/System/MaintenancePreInfoMessage (no auth): the notice shown before a maintenance break. */
export const maintenancePreInfoQuery = z
  .object({
    culture: z.enum(SUPPORTED_LANGUAGES).optional(),
  })
  .strict();
export type MaintenancePreInfoQuery = z.infer<typeof maintenancePreInfoQuery>;

/** Stored in the Staff API's own collection `staffSystem/maintenance`, closed to clients. */
export const maintenanceNotice = z.object({
  messages: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string().min(1).max(1000)),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNotice>;

export const maintenancePreInfoResponse = z.object({
  message: z.string().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type MaintenancePreInfoResponse = z.infer<typeof maintenancePreInfoResponse>;

/** The JSON every Staff API error answers with. */
export const apiError = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Staff API collections (Admin SDK only; firestore.rules deny clients). */
export const staffCollections = {
  system: 'staffSystem',
  people: 'staffPeople',
  tokenAudit: 'staffTokenAudit',
  /** Every change a "Sign in as" session asked for (ImpersonationUseRecord). */
  impersonationAudit: 'staffImpersonationAudit',
  /** LinkedIn subject → Firebase uid (the LinkedIn exchange function's links). */
  linkedinLinks: 'linkedinLinks',
  /** The language of a signed-in account without a staff record, by uid. */
  userSettings: 'staffUserSettings',
  /** Every claims change made by setUserClaims or scripts/set-claims.ts. */
  claimsAudit: 'staffClaimsAudit',
  /** Password resets and sign-in links waiting for the trigger that sends them (AuthEmailRequest). */
  authEmailQueue: 'staffAuthEmailQueue',
  /** Shifts, keyed for one employee's period by `employee.id` + `start` (domain/src/staff/shifts/README.md). */
  shifts: 'staffShifts',
  /** Shift suggestions to one employee: a single shift or a bundle, by `employeeId` + `start`. */
  shiftSuggestions: 'staffShiftSuggestions',
  /** An employee's own calendar entries (shift wishes, not-available days), by `employeeId` + `start`. */
  calendarEvents: 'staffCalendarEvents',
  /** Our extension: calendar feed subscriptions, named by the SHA-256 of their secret token. */
  calendarFeeds: 'staffCalendarFeeds',
  customers: 'staffCustomers',
  placesOfWork: 'staffPlacesOfWork',
  professionTitles: 'staffProfessionTitles',
  /** A customer's pools (the employees a pool-first order goes to first). */
  pools: 'staffPools',
  /** The customer's feedback on worked shifts, one per shift; anonymised after 6 months. */
  shiftFeedback: 'staffShiftFeedback',
  /** Text messages sent to shift workers (SendSms). */
  smsLog: 'staffSmsLog',
  /** Every change made at the agency desk. */
  deskAudit: 'staffDeskAudit',
  /** Outgoing email waiting for, or done by, the SMTP sender (domain/src/staff/mail/README.md). */
  mail: 'staffMail',
  /** An employee's notification settings (email on or off, which suggestions to push), by staff person id. */
  notificationSettings: 'staffNotificationSettings',
  /** Web Push subscriptions (one per browser), named by the SHA-256 of their endpoint. */
  pushSubscriptions: 'staffPushSubscriptions',
  /** One document per push sent about something (`suggestion-<id>`): what claims it, so a retried trigger pushes once, and its outcome. */
  pushLog: 'staffPushLog',
  /** Update notices and staff news to every employee (domain/src/staff/notices/README.md). */
  notices: 'staffNotices',
  /** Who has read which notice: one document `<employeeId>_<noticeId>` per read. */
  noticeReads: 'staffNoticeReads',
  /** The employee's messages, one document per recipient (`employeeId`), so read state is theirs (domain/src/staff/messages/README.md). */
  messages: 'staffMessages',
  /** One document per message sent at the desk; its copies in `staffMessages` carry its id as `sendId`. */
  messageSends: 'staffMessageSends',
  /** Training materials for every employee (domain/src/staff/files/README.md). */
  trainingMaterials: 'staffTrainingMaterials',
  /** Who has read which training material: one document `<employeeId>_<materialId>` per read. */
  trainingMaterialReads: 'staffTrainingMaterialReads',
  /** Files shared with one employee (`employeeId`) or every employee (`everyone`). */
  sharedFiles: 'staffSharedFiles',
  /** An employee's first download of a shared file: one document `<employeeId>_<sharedFileId>`. */
  sharedFileDownloads: 'staffSharedFileDownloads',
  /** The bytes of materials' and shared files' files, in chunks `<fileId>_<n>` (functions/src/lib/file-store.ts). */
  fileChunks: 'staffFileChunks',
  // Issue 25. Each area appends its further collections below its own line.
  /** Employment contracts sent to one employee (`employeeId`), copied from a template when sent (domain/src/staff/contracts). */
  employmentContracts: 'staffEmploymentContracts',
  /** The salary payment schedule: one document per pay period, the one source of pay periods (domain/src/staff/pay). */
  payPeriods: 'staffPayPeriods',
  /** Salary slips, one per employee (`employeeId`) and pay period (domain/src/staff/pay). */
  salarySlips: 'staffSalarySlips',
  /** The desk's contract templates; a contract copies one when sent (domain/src/staff/contracts). */
  contractTemplates: 'staffContractTemplates',
  /** Which part of a contract its employee opened at which version: one document `<contractId>_<partId>`. */
  contractReads: 'staffContractReads',
  /** The employee's address, salary account, next of kin and contact details, keyed by staff id (domain/src/staff/personal-info). */
  personalInfo: 'staffPersonalInfo',
  /** An employee's connection to a customer's pool, `<employeeId>_<poolId>` (domain/src/staff/pools). */
  poolConnections: 'staffPoolConnections',
  /** An employee's like of a vacancy, `<employeeId>_<vacancyId>` (domain/src/staff/vacancies). */
  vacancyLikes: 'staffVacancyLikes',
  /** Annual leave balances, one per employee and holiday year: `<employeeId>_<year>` (domain/src/staff/documents). */
  leaveBalances: 'staffLeaveBalances',
  /** Orders of a final certificate of employment (`employeeId`), answered at the desk (domain/src/staff/documents). */
  certificateOrders: 'staffCertificateOrders',
  // Issue 26. Each area appends its further collections below its own line.
  /** Customers' recruit orders: `new`, then `converted` to a job of the recruiter tool or `declined` (domain/src/staff/recruit-orders). */
  recruitOrders: 'staffRecruitOrders',
  /** A customer user's contact email, apart from their sign-in email (domain/src/staff/customer-info). */
  customerContacts: 'staffCustomerContacts',
  /** A customer's internal employees: the form beside their `staffPeople` record, same id (domain/src/staff/internal-employees). */
  internalEmployees: 'staffInternalEmployees',
  /** An internal employee's personal identity code alone, same id: read only by that customer's team-lead routes, never logged. */
  internalEmployeeCodes: 'staffInternalEmployeeCodes',
  /** The employment relationships a customer offers its internal employees (domain/src/staff/internal-employees). */
  customerRelationships: 'staffCustomerRelationships',
} as const;
