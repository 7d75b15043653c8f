import { useCallback } from 'react';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { z } from 'zod';
import { chooseLanguage } from '@/lib/i18n';

export const saveLanguageInput = z.enum(SUPPORTED_LANGUAGES);

/** Applies the language now (stored locally too) and keeps the choice in `users/{uid}`. */
export async function saveLanguage(db: Firestore, uid: string, language: SupportedLanguage): Promise<void> {
  const lng = saveLanguageInput.parse(language);
  await chooseLanguage(lng);
  await setDoc(doc(db, 'users', uid), { language: lng, updated: serverTimestamp(), updatedBy: uid }, { merge: true });
}

export function useSaveLanguage(uid: string) {
  const db = useFirestore();
  return useCallback((language: SupportedLanguage) => saveLanguage(db, uid, language), [db, uid]);
}
