import { useEffect, useState } from 'react';
import { connectStorageEmulator, deleteObject, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { talentFileProblem, type TalentFileKind } from '@vuoro/domain';
import { config } from '@/lib/config';
import { firebaseApp } from '@/lib/firebase';

export type { TalentFileKind } from '@vuoro/domain';

/**
 * A talent's files in Cloud Storage (`{uid}/avatar/{file}`, `{uid}/cv/{file}`, spec section 7):
 * the one module of the app that touches Storage. Uploads are checked with the same limits as
 * storage.rules before a byte is sent. Storage errors on reading (object not found,
 * unauthorized, unknown, an emulator that is not running) are logged and the file is treated as
 * absent (spec section 8). Import it only from lazy route chunks: it pulls in the Storage SDK.
 */
const storage = getStorage(firebaseApp);
// An unreachable Storage is retried with back-off for up to 2 minutes (10 for uploads) by
// default; a person waiting on a form should hear within seconds.
storage.maxOperationRetryTime = 8_000;
storage.maxUploadRetryTime = 20_000;
if (config.emulators) connectStorageEmulator(storage, config.emulators.host, config.emulators.storage);

/**
 * Why an upload failed, as an i18n key with its namespace: a validation key
 * (`validation:maxFileSize`, `validation:notAnImage`, `validation:cvFileType`, …) when the file
 * breaks a rule, `errors:fileUploadFailed` when Storage refused or could not be reached.
 */
export class TalentFileError extends Error {
  override readonly name = 'TalentFileError';
  constructor(
    message: string,
    readonly storageCode?: string,
  ) {
    super(message);
  }
}

export { talentFileProblem };

/** A file name safe for a Storage path: letters, digits, dot, dash and underscore; at most 100. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-100);
  return cleaned || 'file';
}

/** The Storage path of a new upload: `{uid}/{kind}/{time}-{safe name}` (a new name never overwrites). */
export function talentFilePath(uid: string, kind: TalentFileKind, fileName: string, now = Date.now()): string {
  return `${uid}/${kind}/${now}-${safeFileName(fileName)}`;
}

/** Checks and uploads a talent's CV or photo; resolves to the stored path to save on the talent. */
export async function uploadTalentFile(uid: string, kind: TalentFileKind, file: File): Promise<string> {
  const problem = talentFileProblem(kind, file);
  if (problem) throw new TalentFileError(problem);
  const path = talentFilePath(uid, kind, file.name);
  try {
    await uploadBytes(ref(storage, path), file, { contentType: file.type });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'storage/unknown';
    console.warn(`vuoro: upload of ${kind} failed (${code})`);
    throw new TalentFileError('errors:fileUploadFailed', code);
  }
  return path;
}

/** Deletes a stored file; one already gone counts as deleted. Web addresses are not ours to delete. */
export async function deleteTalentFile(path: string): Promise<void> {
  const value = path.trim();
  if (!value || /^https?:\/\//i.test(value)) return;
  try {
    await deleteObject(ref(storage, value));
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'storage/unknown';
    if (code === 'storage/object-not-found') return;
    throw new TalentFileError('errors:fileUploadFailed', code);
  }
}

/** A stored path (or a full web address, kept as is) → a download address, or null when absent. */
export async function fileUrl(path: string | null | undefined): Promise<string | null> {
  const value = path?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  try {
    return await getDownloadURL(ref(storage, value));
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'storage/unknown';
    console.warn(`vuoro: file ${value} treated as absent (${code})`);
    return null;
  }
}

export type FileState = { status: 'loading' } | { status: 'absent' } | { status: 'ready'; url: string };

/** The download address of a talent's file; `absent` when there is none or Storage fails. */
export function useFileUrl(path: string | null | undefined): FileState {
  const [settled, setSettled] = useState<{ path: string; url: string | null } | null>(null);
  const key = path?.trim() || '';
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    void fileUrl(key).then((url) => {
      if (live) setSettled({ path: key, url });
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (!key) return { status: 'absent' };
  if (settled?.path !== key) return { status: 'loading' };
  return settled.url ? { status: 'ready', url: settled.url } : { status: 'absent' };
}
