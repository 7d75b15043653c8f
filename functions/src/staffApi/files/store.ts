import type { Context } from 'hono';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  staffCollections,
  staffSharedFile,
  staffTrainingMaterial,
  STAFF_DEFAULT_LANGUAGE,
  type StaffSharedFile,
  type StaffTrainingMaterial,
  type SupportedLanguage,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';

/** The collections of training materials and shared files (domain/src/staff/files/README.md). */
export const materials = () => db().collection(staffCollections.trainingMaterials);
export const materialReads = () => db().collection(staffCollections.trainingMaterialReads);
export const sharedFiles = () => db().collection(staffCollections.sharedFiles);
export const sharedFileDownloads = () => db().collection(staffCollections.sharedFileDownloads);

export const parseMaterial = (d: DocumentSnapshot): StaffTrainingMaterial =>
  staffTrainingMaterial.parse({ id: d.id, ...d.data() });
export const parseSharedFile = (d: DocumentSnapshot): StaffSharedFile => staffSharedFile.parse({ id: d.id, ...d.data() });

/** The document without its id, as stored. */
export const stored = <T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

/**
 * The caller as an employee: their staff id (from their account, never the request) and the
 * language they chose (Finnish until they choose). 403 `notAnEmployee` without employee status.
 */
export async function callerEmployeeReader(c: Context<ApiEnv>): Promise<{ id: string; language: SupportedLanguage }> {
  const record = await findCaller(caller(c));
  if (!record?.person.employee) throw new ApiFailure(403, 'notAnEmployee');
  return { id: record.id, language: record.person.language ?? STAFF_DEFAULT_LANGUAGE };
}

/** Firestore's "already exists" (a `create` of a document that is there). */
export const alreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === 6;
