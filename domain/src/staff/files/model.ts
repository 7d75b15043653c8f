import { z } from 'zod';
import { docId, firestoreDocId, optionalText, requiredText } from '../../entities/common';
import { SUPPORTED_LANGUAGES, TEXT_LIMITS, type SupportedLanguage } from '../../constants';
import { firestoreDate } from '../../firestore';
import { validationMessages as m } from '../../texts/messages';

/**
 * Training materials and shared files (`staffTrainingMaterials`, `staffTrainingMaterialReads`,
 * `staffSharedFiles`, `staffSharedFileDownloads`), their bytes in `staffFileChunks`. All Admin SDK
 * only (`staffCollections`); the why of each decision is in ./README.md.
 */

/** The largest file the desk may share or attach: 8 MiB of bytes (its base64 is a third longer). */
export const FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The request limit of the routes that carry a file in base64: the file, its texts and JSON around them. */
export const FILE_ROUTE_MAX_BODY_BYTES = 12 * 1024 * 1024;
/** The most bytes one `staffFileChunks` document holds (Firestore's document limit is 1 MiB). */
export const FILE_CHUNK_BYTES = 700_000;
export const FILE_NAME_MAX = TEXT_LIMITS.short;
export const MATERIAL_TITLE_MAX = TEXT_LIMITS.short;
export const FILE_DESCRIPTION_MAX = TEXT_LIMITS.medium;
/** How many materials or shared files one list reads, newest first (the agency adds a few a month). */
export const FILES_LIST_LIMIT = 200;

// ---- Content types ---------------------------------------------------------------------------

/**
 * Types a browser shows itself without running anything of the file's: PDF, plain text, raster
 * images, video. Never HTML or SVG (they run script in our origin), nor anything else.
 */
export const VIEWABLE_CONTENT_TYPES = [
  'application/pdf',
  'text/plain',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
] as const;

/** The `type/subtype` of a content type, lower case, without parameters (`Text/Plain; charset=utf-8` → `text/plain`). */
export const baseContentType = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether a file of this type opens in the browser (inline) rather than downloading (attachment). */
export function isViewableInBrowser(contentType: string | null | undefined): boolean {
  return (VIEWABLE_CONTENT_TYPES as readonly string[]).includes(baseContentType(contentType));
}

const TOKEN = "[a-z0-9!#$&^_.+'*`|~-]+";
const CONTENT_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[^"\\\\\\r\\n]*"))*$`, 'i');

/** A MIME type as the uploader's browser named it (`application/pdf`, `text/plain; charset=utf-8`); kept as given, it goes out as the answer's Content-Type. */
export const fileContentType = z
  .string({ error: m.fieldRequired })
  .trim()
  .min(1, { error: m.fieldRequired })
  .max(TEXT_LIMITS.short, { error: m.textTooLong })
  .regex(CONTENT_TYPE, { error: m.invalidValue });

/** A file's name as the employee sees and saves it: one line, no path, no control characters. */
export const fileName = requiredText(FILE_NAME_MAX).refine(
  // eslint-disable-next-line no-control-regex
  (name) => !/[\u0000-\u001f\u007f/\\]/.test(name) && name !== '.' && name !== '..',
  { error: m.invalidValue },
);

// ---- Texts in five languages -----------------------------------------------------------------

/** A text written in Finnish with the translations the agency gives (a missing one reads as the Finnish text). */
export const localizedText = (max: number) =>
  z
    .object(
      {
        fi: requiredText(max),
        en: optionalText(max),
        sv: optionalText(max),
        uk: optionalText(max),
        ru: optionalText(max),
      },
      { error: m.fieldRequired },
    )
    .strict();
export const materialTitle = localizedText(MATERIAL_TITLE_MAX);
export const fileDescription = localizedText(FILE_DESCRIPTION_MAX);
export type LocalizedText = z.infer<typeof fileDescription>;

/** The text in `language` when the agency gave it, else the Finnish one; and which language that is. */
export function localText(
  text: Partial<Record<SupportedLanguage, string | null | undefined>> & { fi: string },
  language: string,
): { text: string; language: SupportedLanguage } {
  const base = (language.split('-')[0] ?? language).toLowerCase();
  const lang = (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as SupportedLanguage) : 'fi';
  const translated = text[lang]?.trim();
  return translated ? { text: translated, language: lang } : { text: text.fi, language: 'fi' };
}

// ---- Stored documents ------------------------------------------------------------------------

/** Who added or shared something at the desk: their uid and the name (or email) the desk showed. */
export const filePublisher = z.object({ uid: z.string().min(1), name: z.string().max(TEXT_LIMITS.short).nullable() });
export type FilePublisher = z.infer<typeof filePublisher>;

/** A file's description as stored beside its bytes: name, type, size, and the `staffFileChunks` id holding them. */
export const storedFile = z.object({
  fileName,
  contentType: fileContentType,
  size: z.number().int().min(0).max(FILE_MAX_BYTES),
  fileId: firestoreDocId,
});
export type StoredFile = z.infer<typeof storedFile>;

/** `staffTrainingMaterials/{id}`: a material for every employee, with an optional attachment. */
export const staffTrainingMaterial = z.object({
  id: docId,
  title: materialTitle,
  description: fileDescription,
  attachment: storedFile.nullable().default(null),
  publishedAt: firestoreDate,
  publishedBy: filePublisher,
});
export type StaffTrainingMaterial = z.infer<typeof staffTrainingMaterial>;

/** `staffTrainingMaterialReads/{employeeId}_{materialId}`: the employee has read the material (the first time is kept). */
export const staffTrainingMaterialRead = z.object({ employeeId: docId, materialId: docId, readAt: firestoreDate });
export type StaffTrainingMaterialRead = z.infer<typeof staffTrainingMaterialRead>;

/** `staffSharedFiles/{id}`: a file shared with one employee (`employeeId`) or with every employee (`everyone`). */
export const staffSharedFile = z
  .object({
    id: docId,
    employeeId: docId.nullable(),
    everyone: z.boolean(),
    ...storedFile.shape,
    description: fileDescription,
    sharedAt: firestoreDate,
    sharedBy: filePublisher,
  })
  .refine((f) => f.everyone === (f.employeeId === null), { error: m.invalidValue, path: ['everyone'] });
export type StaffSharedFile = z.infer<typeof staffSharedFile>;

/** `staffSharedFileDownloads/{employeeId}_{sharedFileId}`: when the employee first downloaded the file. */
export const staffSharedFileDownload = z.object({ employeeId: docId, sharedFileId: docId, downloadedAt: firestoreDate });
export type StaffSharedFileDownload = z.infer<typeof staffSharedFileDownload>;

/** The id of one employee's read of a material, or download of a file: one per pair, so doing it again writes the same document. */
export const employeeItemId = (employeeId: string, itemId: string): string => `${employeeId}_${itemId}`;

// ---- The employee's routes -------------------------------------------------------------------

/** What the employee's screens need of an attachment: no `fileId` (the route fetches by the material's id). */
export const fileAttachmentView = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Opens in the browser (`isViewableInBrowser`); otherwise it downloads. */
  viewable: z.boolean(),
});
export type FileAttachmentView = z.infer<typeof fileAttachmentView>;

export const toAttachmentView = (file: Omit<StoredFile, 'fileId'>): FileAttachmentView => ({
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
  viewable: isViewableInBrowser(file.contentType),
});

const language = z.enum(SUPPORTED_LANGUAGES);
const instant = z.iso.datetime();

/** A training material as the employee reads it: its texts in their language (Finnish where not translated). */
export const employeeTrainingMaterialView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The language of `title` and `description`: the caller's, or Finnish where the agency gave no translation. */
  language,
  publishedAt: instant,
  read: z.boolean(),
  readAt: instant.nullable(),
  attachment: fileAttachmentView.optional(),
});
export type EmployeeTrainingMaterialView = z.infer<typeof employeeTrainingMaterialView>;

export function toEmployeeTrainingMaterialView(
  material: StaffTrainingMaterial,
  read: Pick<StaffTrainingMaterialRead, 'readAt'> | null,
  userLanguage: string,
): EmployeeTrainingMaterialView {
  const title = localText(material.title, userLanguage);
  // Title and description in one language: the title's (a translated title without its description reads as Finnish).
  const description = localText(material.description, title.language);
  const lang = description.language === title.language ? title.language : 'fi';
  return {
    id: material.id,
    title: lang === title.language ? title.text : material.title.fi,
    description: description.text,
    language: lang,
    publishedAt: material.publishedAt.toISOString(),
    read: read !== null,
    readAt: read?.readAt.toISOString() ?? null,
    ...(material.attachment ? { attachment: toAttachmentView(material.attachment) } : {}),
  };
}

/** Unread first, then newest first (id breaks ties so the order is stable). */
export function unreadThenNewest<T extends Pick<EmployeeTrainingMaterialView, 'read' | 'publishedAt' | 'id'>>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) => Number(a.read) - Number(b.read) || b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id),
  );
}

export const fileIdParams = z.object({ id: firestoreDocId }).strict();

/** GET /v1/Employee/EmployeeTrainingMaterials: unread first then newest, and how many are unread. */
export const employeeTrainingMaterialsResponse = z.object({
  materials: z.array(employeeTrainingMaterialView),
  unread: z.number().int().nonnegative(),
});
/** One material (GET …/{id}, PUT MarkEmployeeTrainingMaterialAsRead/{id}) and the unread count after it. */
export const employeeTrainingMaterialResponse = z.object({
  material: employeeTrainingMaterialView,
  unread: z.number().int().nonnegative(),
});

/** A file shared with the employee (or everyone), its description in their language. */
export const employeeSharedFileView = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  viewable: z.boolean(),
  description: z.string(),
  /** The language of `description`: the caller's, or Finnish where the agency gave no translation. */
  language,
  /** Shared with every employee (else with the caller alone). */
  everyone: z.boolean(),
  sharedAt: instant,
  /** When the caller first downloaded it; absent until then. */
  downloadedAt: instant.optional(),
});
export type EmployeeSharedFileView = z.infer<typeof employeeSharedFileView>;

export function toEmployeeSharedFileView(
  file: StaffSharedFile,
  download: Pick<StaffSharedFileDownload, 'downloadedAt'> | null,
  userLanguage: string,
): EmployeeSharedFileView {
  const description = localText(file.description, userLanguage);
  return {
    id: file.id,
    ...toAttachmentView(file),
    description: description.text,
    language: description.language,
    everyone: file.everyone,
    sharedAt: file.sharedAt.toISOString(),
    ...(download ? { downloadedAt: download.downloadedAt.toISOString() } : {}),
  };
}

/** Newest first (id breaks ties). */
export function newestShared<T extends Pick<EmployeeSharedFileView, 'sharedAt' | 'id'>>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => b.sharedAt.localeCompare(a.sharedAt) || a.id.localeCompare(b.id));
}

/** GET /v1/Employee/SharedFiles. */
export const employeeSharedFilesResponse = z.object({ files: z.array(employeeSharedFileView) });

// ---- The agency desk -------------------------------------------------------------------------

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** How many bytes a base64 text decodes to (its padding not counted). */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/**
 * A file's bytes in standard base64 (what `FileReader.readAsDataURL` gives after its comma): at
 * least one byte, at most `FILE_MAX_BYTES` (`validation:fileTooLarge`).
 */
export const fileData = z
  .string({ error: m.fieldRequired })
  .min(1, { error: m.fieldRequired })
  .refine((data) => data.length % 4 === 0 && BASE64.test(data), { error: m.invalidValue, abort: true })
  .refine((data) => base64Bytes(data) <= FILE_MAX_BYTES, { error: m.fileTooLarge });

/** PUT /v1/Desk/Files/Share: one employee's (`employeeId`) or everyone's (`everyone: true`) file. */
export const deskShareFileBody = z
  .object({
    employeeId: firestoreDocId.optional(),
    everyone: z.literal(true, { error: m.invalidValue }).optional(),
    fileName,
    contentType: fileContentType,
    dataBase64: fileData,
    description: fileDescription,
  })
  .strict()
  .refine((b) => (b.employeeId === undefined) !== (b.everyone === undefined), {
    error: m.fieldRequired,
    path: ['employeeId'],
  });
export type DeskShareFileBody = z.infer<typeof deskShareFileBody>;

/** Who a shared file is for, as the desk sees it. */
export const sharedFileRecipient = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('employee'), employeeId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('everyone') }),
]);
export type SharedFileRecipient = z.infer<typeof sharedFileRecipient>;

/** A shared file at the desk: its texts in every language given, the recipient, who shared it, how many employees downloaded it. */
export const deskSharedFileView = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  viewable: z.boolean(),
  description: fileDescription,
  recipient: sharedFileRecipient,
  sharedAt: instant,
  sharedBy: z.string().nullable(),
  downloads: z.number().int().nonnegative(),
});
export type DeskSharedFileView = z.infer<typeof deskSharedFileView>;

export function toDeskSharedFileView(file: StaffSharedFile, recipientName: string | null, downloads: number): DeskSharedFileView {
  return {
    id: file.id,
    ...toAttachmentView(file),
    description: file.description,
    recipient:
      file.employeeId === null
        ? { kind: 'everyone' }
        : { kind: 'employee', employeeId: file.employeeId, name: recipientName ?? file.employeeId },
    sharedAt: file.sharedAt.toISOString(),
    sharedBy: file.sharedBy.name,
    downloads,
  };
}

export const deskShareFileResponse = z.object({ file: deskSharedFileView });
export const deskSharedFilesResponse = z.object({ files: z.array(deskSharedFileView) });

/** PUT /v1/Desk/TrainingMaterials: a material's texts and, if any, its file. */
export const deskAddTrainingMaterialBody = z
  .object({
    title: materialTitle,
    description: fileDescription,
    attachment: z.object({ fileName, contentType: fileContentType, dataBase64: fileData }).strict().optional(),
  })
  .strict();
export type DeskAddTrainingMaterialBody = z.infer<typeof deskAddTrainingMaterialBody>;

/** A training material at the desk: its texts in every language given, its file, and how many employees have read it. */
export const deskTrainingMaterialView = z.object({
  id: z.string(),
  title: materialTitle,
  description: fileDescription,
  attachment: fileAttachmentView.nullable(),
  publishedAt: instant,
  publishedBy: z.string().nullable(),
  reads: z.number().int().nonnegative(),
});
export type DeskTrainingMaterialView = z.infer<typeof deskTrainingMaterialView>;

export const toDeskTrainingMaterialView = (material: StaffTrainingMaterial, reads: number): DeskTrainingMaterialView => ({
  id: material.id,
  title: material.title,
  description: material.description,
  attachment: material.attachment ? toAttachmentView(material.attachment) : null,
  publishedAt: material.publishedAt.toISOString(),
  publishedBy: material.publishedBy.name,
  reads,
});

export const deskTrainingMaterialResponse = z.object({ material: deskTrainingMaterialView });
export const deskTrainingMaterialsResponse = z.object({ materials: z.array(deskTrainingMaterialView) });

/**
 * A desk change to files in `staffDeskAudit`, beside the shift, notice and message records: the
 * same who, route and when, with what was shared or added (never the bytes).
 */
export const staffDeskFileAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  at: firestoreDate,
  action: z.enum(['shareFile', 'addTrainingMaterial']),
  sharedFileId: z.string().nullable(),
  trainingMaterialId: z.string().nullable(),
  recipient: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
});
export type StaffDeskFileAuditRecord = z.infer<typeof staffDeskFileAuditRecord>;
