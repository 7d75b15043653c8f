import { z } from 'zod';

/**
 * "Download my data" (GDPR Art. 15): the `exportOwnData` callable answers a signed-in talent with
 * everything kept about them, gathered by the Admin SDK (functions/src/dataExport/), so it holds
 * what the rules keep from the talent too: recruiters' notes, the audit trails, card shares. The
 * web saves the answer as the JSON file as it is. Every date is an ISO 8601 string.
 */

/** At most this many downloads per account in `DATA_EXPORT_WINDOW_MS`: each one reads many collections. */
export const DATA_EXPORT_LIMIT = 5;
export const DATA_EXPORT_WINDOW_MS = 60 * 60 * 1000;

/**
 * The most bytes of stored files (CV, photo) inlined as base64 in one export; a file past it is
 * listed with its details only (`bytesOmitted`). The storage rules cap a CV at 10 MB and a photo at
 * 5 MB, so one of each fits, and the answer stays within the functions' 32 MB response.
 */
export const DATA_EXPORT_FILE_BYTES = 16 * 1024 * 1024;

/** The callable's refusals, as its error message: a "Sign in as" session never downloads someone's data. */
export const DATA_EXPORT_ERRORS = { impersonated: 'impersonated', tooMany: 'tooMany' } as const;

/** A stored document as JSON: its id and fields, timestamps as ISO strings. */
const stored = z.record(z.string(), z.unknown());
const isoDate = z.iso.datetime();

/** A file kept in Storage: its details and its bytes (base64), or why the bytes were left out. */
export const exportedFile = z.object({
  kind: z.enum(['cv', 'avatar']),
  name: z.string(),
  contentType: z.string().nullable(),
  size: z.number().int().min(0),
  uploadedAt: isoDate.nullable(),
  base64: z.string().nullable(),
  bytesOmitted: z.enum(['tooLarge']).nullable(),
});
export type ExportedFile = z.infer<typeof exportedFile>;

export const exportedNote = z.object({
  note: z.string(),
  author: z.string().nullable(),
  writtenAt: isoDate.nullable(),
  /** The assignment the note is about, by its title, when it names one. */
  assignment: z.string().nullable(),
  status: z.string().nullable(),
});

export const exportedAssignment = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  /** The per-job status list as the recruiters kept it (`talents/{id}/jobs/{jobId}`). */
  statuses: z.array(z.unknown()),
});

/** A link to the talent's card sent to a customer: when, by whom, to whom, until when; never the token. */
export const exportedCardShare = z.object({
  sharedAt: isoDate.nullable(),
  sharedBy: z.string().nullable(),
  recipient: z.string().nullable(),
  expiresAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
});

/** A "Sign in as" session a user manager opened as this account. */
export const exportedSignInAs = z.object({ at: isoDate.nullable(), by: z.string().nullable(), route: z.string().nullable() });

export const dataExportSections = z.object({
  /** `talents/{uid}`: the profile, with the registration's answers. */
  profile: stored.nullable(),
  workHistory: z.array(stored),
  workReferences: z.array(stored),
  educations: z.array(stored),
  /** The profile's texts in other languages (`talents/{uid}/i18n`). */
  translations: z.array(stored),
  sickLeaves: z.array(stored),
  /** The audit trail kept on the talent (`talents/{uid}/audit`): who changed their per-job statuses, when. */
  profileHistory: z.array(stored),
  assignments: z.array(exportedAssignment),
  recruiterNotes: z.array(exportedNote),
  /** The summary customers see through a shared link (`talentCards/{uid}`). */
  talentCard: stored.nullable(),
  cardShares: z.array(exportedCardShare),
  files: z.array(exportedFile),
  /** Answers sent to published vacancies with this account's email. */
  jobInterests: z.array(stored),
  /** Attempts to register again with this account's email. */
  registrationAttempts: z.array(stored),
  /** `users/{uid}`: language and consents. */
  settings: stored.nullable(),
  settingsHistory: z.array(stored),
  accountDeletionRequest: stored.nullable(),
  signInAsSessions: z.array(exportedSignInAs),
});
export type DataExportSections = z.infer<typeof dataExportSections>;

export const dataExport = z.object({
  generatedAt: isoDate,
  account: z.object({ uid: z.string(), email: z.string().nullable() }),
  sections: dataExportSections,
});
export type DataExport = z.infer<typeof dataExport>;

const isTimestamp = (value: unknown): value is { toDate: () => Date } =>
  value !== null && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function';

/** Firestore values as JSON: timestamps and dates as ISO 8601 strings, the rest as is. */
export function exportJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(exportJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, exportJson(x)]));
  }
  return value;
}

/** The ISO string of a Firestore timestamp or a date, else null. */
export function exportDate(value: unknown): string | null {
  return value instanceof Date || isTimestamp(value) ? (exportJson(value) as string) : null;
}
