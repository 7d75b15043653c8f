import { useCallback } from 'react';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { deleteTalentFile, uploadTalentFile, type TalentFileKind } from '@/lib/talent-files';
import { useSession } from '@/lib/session';

/** Which field of the talent holds each kind of file. */
const FIELD: Record<TalentFileKind, 'photo' | 'fileCV'> = { avatar: 'photo', cv: 'fileCV' };

/**
 * Replaces the talent's photo or CV: uploads the new file (checked first: 'Maximum file size
 * 5 MB' for a photo), points the profile at it, then deletes the old one. Throws
 * `TalentFileError` with an i18n key when the file is refused or Storage fails.
 */
export async function replaceOwnFile(db: Firestore, uid: string, kind: TalentFileKind, file: File, old: string | null) {
  const path = await uploadTalentFile(uid, kind, file);
  await updateDoc(doc(db, 'talents', uid), { [FIELD[kind]]: path, updated: { date: serverTimestamp(), id: uid, name: null } });
  if (old) await deleteTalentFile(old).catch(() => undefined);
  return path;
}

/** Removes the photo or CV from the profile and from Storage. */
export async function removeOwnFile(db: Firestore, uid: string, kind: TalentFileKind, old: string) {
  await updateDoc(doc(db, 'talents', uid), { [FIELD[kind]]: null, updated: { date: serverTimestamp(), id: uid, name: null } });
  await deleteTalentFile(old).catch(() => undefined);
}

export function useOwnFiles() {
  const db = useFirestore();
  const { user } = useSession();
  const uid = user?.uid ?? '';
  return {
    replace: useCallback(
      (kind: TalentFileKind, file: File, old: string | null) => replaceOwnFile(db, uid, kind, file, old),
      [db, uid],
    ),
    remove: useCallback((kind: TalentFileKind, old: string) => removeOwnFile(db, uid, kind, old), [db, uid]),
  };
}
