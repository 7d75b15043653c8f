import { createUserWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { PRIVACY_NOTICE_VERSION, registrationToTalent, type TalentRegistrationForm } from '@vuoro/domain';
import { authErrorKey, errorCode } from '@/lib/auth-errors';
import { auth } from '@/lib/firebase';
import { db } from '@/lib/firestore';
import { TalentFileError, uploadTalentFile } from '@/lib/talent-files';
import { reportDuplicateRegistration } from './report-duplicate';

/** The steps of a registration, in order; a retry starts at the first one not yet done. */
export type RegistrationStep = 'account' | 'profile' | 'files';

/** What is already done: kept by the form across retries, so "Try again" never makes a second account. */
export interface RegistrationProgress {
  uid: string | null;
  profileSaved: boolean;
  cvPath: string | null;
  photoPath: string | null;
}
export const noProgress = (): RegistrationProgress => ({ uid: null, profileSaved: false, cvPath: null, photoPath: null });

export type RegistrationResult =
  | { status: 'done'; uid: string }
  /** The email already has an account: the existing profile was reported as a duplicate. */
  | { status: 'emailInUse' }
  /** A step failed; `message` is an i18n key with its namespace; `field` when it belongs to one input. */
  | { status: 'failed'; step: RegistrationStep; message: string; field?: 'password' | 'email' | 'cv' | 'photo' };

export interface RegistrationFiles {
  cv: File | null;
  photo: File | null;
}

/** Firestore refuses `undefined`; absent values are left out. */
function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Registers a talent, resuming from `progress` (which it updates as each step succeeds):
 * 1. the Firebase Auth account (email and password; the talent is then signed in);
 * 2. `talents/{uid}` with `added` as the server time and the privacy consent (the notice's version
 *    at the server time: firestore.rules checks both), and its workHistory, workReferences and
 *    educations records, in one batch (all or nothing, so a retry cannot duplicate records);
 * 3. the CV and photo to `{uid}/cv/…` and `{uid}/avatar/…`, then their paths on the talent.
 * An email that already has an account is never a second profile: the existing one is reported
 * to the `forms` function, which flags it for recruiters.
 */
export async function registerTalent(
  form: TalentRegistrationForm,
  files: RegistrationFiles,
  progress: RegistrationProgress,
  honeypot = '',
): Promise<RegistrationResult> {
  if (!progress.uid) {
    try {
      const credential = await createUserWithEmailAndPassword(auth, form.email, form.password);
      progress.uid = credential.user.uid;
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/email-already-in-use') {
        await reportDuplicateRegistration({
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phone,
          website: honeypot,
        });
        return { status: 'emailInUse' };
      }
      if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
        return { status: 'failed', step: 'account', message: 'validation:passwordWeak', field: 'password' };
      }
      if (code === 'auth/invalid-email') {
        return { status: 'failed', step: 'account', message: 'validation:invalidEmail', field: 'email' };
      }
      return { status: 'failed', step: 'account', message: authErrorKey(error) };
    }
  }
  const uid = progress.uid;
  const talentRef = doc(db, 'talents', uid);

  if (!progress.profileSaved) {
    const { talent, records } = registrationToTalent(form);
    const batch = writeBatch(db);
    batch.set(
      talentRef,
      defined({
        ...talent,
        fileCV: progress.cvPath,
        photo: progress.photoPath,
        avatar: progress.photoPath,
        added: serverTimestamp(),
        consent: { version: PRIVACY_NOTICE_VERSION, at: serverTimestamp() },
      }),
    );
    for (const [name, rows] of Object.entries(records) as [keyof typeof records, Record<string, unknown>[]][]) {
      for (const row of rows) batch.set(doc(collection(talentRef, name)), defined(row));
    }
    try {
      await batch.commit();
      progress.profileSaved = true;
    } catch (error) {
      console.warn(`vuoro: saving the registered profile failed (${errorCode(error) ?? 'unknown'})`);
      return { status: 'failed', step: 'profile', message: 'registration:failed.profile' };
    }
  }

  const uploads: ['cv' | 'avatar', File | null, 'cvPath' | 'photoPath'][] = [
    ['cv', files.cv, 'cvPath'],
    ['avatar', files.photo, 'photoPath'],
  ];
  let uploaded = false;
  for (const [kind, file, key] of uploads) {
    if (!file || progress[key]) continue;
    try {
      progress[key] = await uploadTalentFile(uid, kind, file);
      uploaded = true;
    } catch (error) {
      const message = error instanceof TalentFileError ? error.message : 'errors:fileUploadFailed';
      return { status: 'failed', step: 'files', message, field: kind === 'cv' ? 'cv' : 'photo' };
    }
  }
  if (uploaded) {
    try {
      await updateDoc(
        talentRef,
        defined({
          ...(progress.cvPath ? { fileCV: progress.cvPath } : {}),
          ...(progress.photoPath ? { photo: progress.photoPath, avatar: progress.photoPath } : {}),
        }),
      );
    } catch (error) {
      console.warn(`vuoro: storing the file paths failed (${errorCode(error) ?? 'unknown'})`);
      // The files are in Storage; forget them so the retry uploads and stores them again.
      progress.cvPath = null;
      progress.photoPath = null;
      return { status: 'failed', step: 'files', message: 'registration:failed.profile' };
    }
  }
  return { status: 'done', uid };
}
