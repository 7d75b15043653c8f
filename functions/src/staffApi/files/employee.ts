import type { Transaction } from 'firebase-admin/firestore';
import {
  employeeItemId,
  FILES_LIST_LIMIT,
  newestShared,
  staffSharedFileDownload,
  staffTrainingMaterialRead,
  toEmployeeSharedFileView,
  toEmployeeTrainingMaterialView,
  unreadThenNewest,
  type EmployeeTrainingMaterialView,
  type getEmployeeTrainingMaterial,
  type getEmployeeTrainingMaterialFile,
  type getEmployeeTrainingMaterials,
  type getSharedFile,
  type getSharedFiles,
  type putMarkTrainingMaterialAsRead,
  type StaffSharedFile,
  type StaffTrainingMaterial,
  type SupportedLanguage,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { readFile } from '../../lib/file-store';
import {
  alreadyExists,
  callerEmployeeReader,
  materialReads,
  materials,
  parseMaterial,
  parseSharedFile,
  sharedFileDownloads,
  sharedFiles,
} from './store';

/**
 * The employee's training materials and shared files (domain/src/staff/files/README.md).
 * Materials are everyone's, the read flag the caller's own (`staffTrainingMaterialReads`, keyed by
 * their staff id from their account); a shared file is the caller's when it names them or
 * everyone, and any other answers the same 404 as a missing one.
 */

interface Reader {
  id: string;
  language: SupportedLanguage;
}

/** The employee's views of `list`: their reads read in one call. */
async function materialViews(reader: Reader, list: readonly StaffTrainingMaterial[]) {
  if (list.length === 0) return [];
  const refs = list.map((m) => materialReads().doc(employeeItemId(reader.id, m.id)));
  const snaps = await db().getAll(...refs);
  return list.map((m, i) =>
    toEmployeeTrainingMaterialView(
      m,
      snaps[i]!.exists ? staffTrainingMaterialRead.parse(snaps[i]!.data()) : null,
      reader.language,
    ),
  );
}

/** How many materials the employee has not read: all of them less their reads (one count query each). */
async function unreadCount(employeeId: string): Promise<number> {
  const [all, reads] = await Promise.all([
    materials().count().get(),
    materialReads().where('employeeId', '==', employeeId).count().get(),
  ]);
  return Math.max(0, all.data().count - reads.data().count);
}

/** A material by id (read in `tx` when given), else 404 `trainingMaterialNotFound`. */
async function material(id: string, tx?: Transaction): Promise<StaffTrainingMaterial> {
  const ref = materials().doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiFailure(404, 'trainingMaterialNotFound');
  return parseMaterial(snap);
}

/** GET /v1/Employee/EmployeeTrainingMaterials: unread first, then newest. */
export const trainingMaterials: Handler<typeof getEmployeeTrainingMaterials> = async (_input, c) => {
  const reader = await callerEmployeeReader(c);
  const list = (await materials().orderBy('publishedAt', 'desc').limit(FILES_LIST_LIMIT).get()).docs.map(parseMaterial);
  const views = unreadThenNewest(await materialViews(reader, list));
  return { materials: views, unread: views.filter((v) => !v.read).length };
};

/** GET /v1/Employee/EmployeeTrainingMaterials/{id}. */
export const trainingMaterial: Handler<typeof getEmployeeTrainingMaterial> = async ({ params }, c) => {
  const reader = await callerEmployeeReader(c);
  const [view] = await materialViews(reader, [await material(params.id)]);
  return { material: view!, unread: await unreadCount(reader.id) };
};

/**
 * PUT /v1/Employee/MarkEmployeeTrainingMaterialAsRead/{id}: in one transaction, the material
 * checked and the caller's read written only when there is none (the first time stays).
 */
export const markTrainingMaterialAsRead: Handler<typeof putMarkTrainingMaterialAsRead> = async ({ params }, c) => {
  const reader = await callerEmployeeReader(c);
  const view = await db().runTransaction(async (tx): Promise<EmployeeTrainingMaterialView> => {
    const found = await material(params.id, tx);
    const ref = materialReads().doc(employeeItemId(reader.id, params.id));
    const existing = await tx.get(ref);
    const read = existing.exists
      ? staffTrainingMaterialRead.parse(existing.data())
      : staffTrainingMaterialRead.parse({ employeeId: reader.id, materialId: params.id, readAt: new Date() });
    if (!existing.exists) tx.set(ref, read);
    return toEmployeeTrainingMaterialView(found, read, reader.language);
  });
  return { material: view, unread: await unreadCount(reader.id) };
};

/** GET /v1/Employee/EmployeeTrainingMaterials/{id}/File: the attachment's bytes (404 `fileNotFound` without one). */
export const trainingMaterialFile: Handler<typeof getEmployeeTrainingMaterialFile> = async ({ params }, c) => {
  await callerEmployeeReader(c);
  const snap = await materials().doc(params.id).get();
  const attachment = snap.exists ? parseMaterial(snap).attachment : null;
  if (!attachment) throw new ApiFailure(404, 'fileNotFound');
  const { bytes } = await readFile(attachment.fileId);
  return { bytes, contentType: attachment.contentType, fileName: attachment.fileName };
};

/** Whether the file is the employee's to see: shared with them, or with everyone. */
const sharedWith = (file: StaffSharedFile, employeeId: string) => file.everyone || file.employeeId === employeeId;

/** GET /v1/Employee/SharedFiles: shared with the caller or everyone, newest first. */
export const employeeSharedFiles: Handler<typeof getSharedFiles> = async (_input, c) => {
  const reader = await callerEmployeeReader(c);
  const newest = (field: 'employeeId' | 'everyone', value: string | boolean) =>
    sharedFiles().where(field, '==', value).orderBy('sharedAt', 'desc').limit(FILES_LIST_LIMIT).get();
  const [own, everyone] = await Promise.all([newest('employeeId', reader.id), newest('everyone', true)]);
  const list = [...own.docs, ...everyone.docs].map(parseSharedFile).filter((f) => sharedWith(f, reader.id));
  if (list.length === 0) return { files: [] };
  const downloads = await db().getAll(...list.map((f) => sharedFileDownloads().doc(employeeItemId(reader.id, f.id))));
  const views = list.map((f, i) =>
    toEmployeeSharedFileView(
      f,
      downloads[i]!.exists ? staffSharedFileDownload.parse(downloads[i]!.data()) : null,
      reader.language,
    ),
  );
  return { files: newestShared(views) };
};

/**
 * GET /v1/Employee/SharedFiles/{id}: the bytes, and the caller's first download recorded once they
 * are read (a `create`, so a later download keeps the first time).
 */
export const employeeSharedFile: Handler<typeof getSharedFile> = async ({ params }, c) => {
  const reader = await callerEmployeeReader(c);
  const snap = await sharedFiles().doc(params.id).get();
  const file = snap.exists ? parseSharedFile(snap) : null;
  if (!file || !sharedWith(file, reader.id)) throw new ApiFailure(404, 'fileNotFound');
  const { bytes } = await readFile(file.fileId);
  const download = staffSharedFileDownload.parse({ employeeId: reader.id, sharedFileId: file.id, downloadedAt: new Date() });
  await sharedFileDownloads()
    .doc(employeeItemId(reader.id, file.id))
    .create(download)
    .catch((error: unknown) => {
      if (!alreadyExists(error)) throw error;
    });
  return { bytes, contentType: file.contentType, fileName: file.fileName };
};
