import {
  FILES_LIST_LIMIT,
  staffCollections,
  staffDeskFileAuditRecord,
  staffSharedFile,
  staffTrainingMaterial,
  toDeskSharedFileView,
  toDeskTrainingMaterialView,
  type getDeskSharedFiles,
  type getDeskTrainingMaterials,
  type putDeskAddTrainingMaterial,
  type putDeskShareFile,
  type StaffDeskFileAuditRecord,
  type StaffPerson,
} from '@vuoro/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { putFile } from '../../lib/file-store';
import { log } from '../../lib/log';
import { deskActor, type DeskActor } from '../desk/handlers';
import { materialReads, materials, parseMaterial, parseSharedFile, sharedFileDownloads, sharedFiles, stored } from './store';

/**
 * The desk's files (our extension; an admin with a second factor, access `recruiter`). The bytes
 * are stored first (lib/file-store.ts); the shared file or material and its `staffDeskAudit`
 * record are then written in one batch, so neither is ever without the other. A batch that fails
 * leaves only unreferenced chunks.
 */

const personName = (person: Pick<StaffPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

/** The audit record of a desk file change, with the actor and route filled in. */
const auditOf = (
  actor: DeskActor,
  at: Date,
  change: Omit<StaffDeskFileAuditRecord, 'actorUid' | 'actorEmail' | 'route' | 'at'>,
) => staffDeskFileAuditRecord.parse({ actorUid: actor.uid, actorEmail: actor.email, route: actor.route, at, ...change });

/** Writes `ref` with `data` and the audit record in one batch. */
async function writeAudited(ref: DocumentReference, data: object, audit: StaffDeskFileAuditRecord) {
  const batch = db().batch();
  batch.set(ref, data);
  batch.set(db().collection(staffCollections.deskAudit).doc(), audit);
  await batch.commit();
}

/** PUT /v1/Desk/Files/Share: to one employee (any employee record, else 404 `employeeNotFound`) or everyone. */
export const deskShareFile: Handler<typeof putDeskShareFile> = async ({ body }, c) => {
  const actor = deskActor(c);
  let recipientName: string | null = null;
  if (body.employeeId !== undefined) {
    const person = (await people().doc(body.employeeId).get()).data();
    if (!person?.employee) throw new ApiFailure(404, 'employeeNotFound');
    recipientName = personName(person);
  }
  const bytes = Buffer.from(body.dataBase64, 'base64');
  const fileId = await putFile(bytes, { contentType: body.contentType, fileName: body.fileName });
  const ref = sharedFiles().doc();
  const now = new Date();
  const file = staffSharedFile.parse({
    id: ref.id,
    employeeId: body.employeeId ?? null,
    everyone: body.employeeId === undefined,
    fileName: body.fileName,
    contentType: body.contentType,
    size: bytes.byteLength,
    fileId,
    description: body.description,
    sharedAt: now,
    sharedBy: { uid: actor.uid, name: actor.name },
  });
  const audit = auditOf(actor, now, {
    action: 'shareFile',
    sharedFileId: ref.id,
    trainingMaterialId: null,
    recipient: file.employeeId ?? 'everyone',
    fileName: file.fileName,
    size: file.size,
  });
  await writeAudited(ref, stored(file), audit);
  log.info('file shared', { sharedFileId: ref.id, everyone: file.everyone, size: file.size, by: actor.uid });
  return { file: toDeskSharedFileView(file, recipientName, 0) };
};

/** GET /v1/Desk/Files: newest first, each with its recipient's name and downloads (a count query each). */
export const deskSharedFiles: Handler<typeof getDeskSharedFiles> = async () => {
  const list = (await sharedFiles().orderBy('sharedAt', 'desc').limit(FILES_LIST_LIMIT).get()).docs.map(parseSharedFile);
  const employeeIds = [...new Set(list.flatMap((f) => (f.employeeId === null ? [] : [f.employeeId])))];
  const [persons, counts] = await Promise.all([
    employeeIds.length ? db().getAll(...employeeIds.map((id) => people().doc(id))) : Promise.resolve([]),
    Promise.all(
      list.map(async (f) => (await sharedFileDownloads().where('sharedFileId', '==', f.id).count().get()).data().count),
    ),
  ]);
  const names = new Map(
    persons.flatMap((snap) => (snap.exists ? [[snap.id, personName(snap.data() as StaffPerson)] as const] : [])),
  );
  return {
    files: list.map((f, i) =>
      toDeskSharedFileView(f, f.employeeId === null ? null : (names.get(f.employeeId) ?? null), counts[i]!),
    ),
  };
};

/** PUT /v1/Desk/TrainingMaterials: for every employee, now. */
export const deskAddTrainingMaterial: Handler<typeof putDeskAddTrainingMaterial> = async ({ body }, c) => {
  const actor = deskActor(c);
  let attachment = null;
  if (body.attachment) {
    const { fileName, contentType, dataBase64 } = body.attachment;
    const bytes = Buffer.from(dataBase64, 'base64');
    attachment = { fileName, contentType, size: bytes.byteLength, fileId: await putFile(bytes, { fileName, contentType }) };
  }
  const ref = materials().doc();
  const now = new Date();
  const material = staffTrainingMaterial.parse({
    id: ref.id,
    title: body.title,
    description: body.description,
    attachment,
    publishedAt: now,
    publishedBy: { uid: actor.uid, name: actor.name },
  });
  const audit = auditOf(actor, now, {
    action: 'addTrainingMaterial',
    sharedFileId: null,
    trainingMaterialId: ref.id,
    recipient: 'everyone',
    fileName: attachment?.fileName ?? null,
    size: attachment?.size ?? null,
  });
  await writeAudited(ref, stored(material), audit);
  log.info('training material added', { trainingMaterialId: ref.id, size: attachment?.size ?? 0, by: actor.uid });
  return { material: toDeskTrainingMaterialView(material, 0) };
};

/** GET /v1/Desk/TrainingMaterials: newest first, each with how many employees have read it (a count query each). */
export const deskTrainingMaterials: Handler<typeof getDeskTrainingMaterials> = async () => {
  const list = (await materials().orderBy('publishedAt', 'desc').limit(FILES_LIST_LIMIT).get()).docs.map(parseMaterial);
  const counts = await Promise.all(
    list.map(async (m) => (await materialReads().where('materialId', '==', m.id).count().get()).data().count),
  );
  return { materials: list.map((m, i) => toDeskTrainingMaterialView(m, counts[i]!)) };
};
