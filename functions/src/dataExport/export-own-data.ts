import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  ACCOUNT_DELETION_REQUESTS,
  DATA_EXPORT_ERRORS,
  DATA_EXPORT_FILE_BYTES,
  DATA_EXPORT_LIMIT,
  DATA_EXPORT_WINDOW_MS,
  REGISTRATION_DUPLICATE_REPORTS,
  TALENT_NOTES,
  duplicateEmailKey,
  exportDate,
  exportJson,
  staffCollections,
  type DataExport,
  type DataExportSections,
  type ExportedFile,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { guardCallable } from '../lib/api/guard';
import { log } from '../lib/log';
import { takeSlot } from '../lib/rate-limit';
import { TALENT_CARD_SHARES } from '../talentCards/share';

/**
 * `exportOwnData` (callable): the signed-in account's copy of everything kept about it (GDPR
 * Art. 15), gathered with the Admin SDK, for the caller's own uid only; no input is read. A "Sign
 * in as" session is refused (permission-denied 'impersonated'): it must never carry someone's
 * private data away. An admin gets their own data, never a talent's. At most DATA_EXPORT_LIMIT a
 * window per account (resource-exhausted 'tooMany').
 *
 * Files: the bytes are inlined as base64 (up to DATA_EXPORT_FILE_BYTES), not a signed link. The
 * download is a copy the person keeps: a link would stop working within the hour and, while it
 * works, let whoever the file is forwarded to fetch the CV; base64 also needs no signing key.
 *
 * Kept about the person and included: the talent document (with the registration's answers, which
 * registration writes onto it, and the privacy consent `consent: {version, at}` given then) and its subcollections, `users/{uid}` and its audit, Storage
 * `{uid}/cv|avatar`, `talentNotes` of the talent (author's name and time), the assignments of the
 * per-job status list (title and company only), `talentCards/{uid}`, `talentCardShares` naming
 * the talent (never the token or its hash), `vacancies/* /interests` sent with the account's
 * email, `registrationDuplicateReports` of that email, `accountDeletionRequests/{uid}`, and the
 * "Sign in as" sessions opened as the account (`staffTokenAudit`).
 *
 * Left out, and why: `views` (a list copy of the profile's own fields), `jobs/{id}` beyond title
 * and company and `jobs/{id}/audit`, `comments` (the assignment's and customer's working data, not
 * the person's), `assignmentRequests` (employers' forms), `formRateLimits` (keyed by an HMAC, no
 * personal data), `deletedTalents` (exists only for a disabled account, which cannot sign in),
 * catalogues (tags, industries, occupations, vacancies: shared reference data), and the `staff…`
 * collections: the staff side's own record of an employee, which the Staff API's own screens
 * show the employee (spec section 7), keyed by a staff id rather than this uid.
 */

type Doc = Record<string, unknown>;

const TALENTS = 'talents';
const TALENT_RECORDS = ['workHistory', 'workReferences', 'educations', 'i18n', 'sickLeaves', 'audit'] as const;

/** A document as JSON with its id first, or null when absent. */
const stored = (snap: DocumentSnapshot): Doc | null =>
  snap.exists ? { id: snap.id, ...(exportJson(snap.data()) as Doc) } : null;

const all = async (query: Query): Promise<Doc[]> => (await query.get()).docs.map((d) => stored(d)!);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export async function exportOwnData(request: CallableRequest<unknown>): Promise<DataExport> {
  // Signed out: unauthenticated; a "Sign in as" session: permission-denied 'impersonated'
  // (DATA_EXPORT_ERRORS.impersonated); an admin or `my` without the second factor: 'User needs mfa'.
  const { uid, email } = guardCallable(request, 'signedIn');
  if (!(await takeSlot(`dataExport:${uid}`, DATA_EXPORT_LIMIT, DATA_EXPORT_WINDOW_MS))) {
    throw new HttpsError('resource-exhausted', DATA_EXPORT_ERRORS.tooMany);
  }
  const sections = await gatherSections(uid, email);
  log.info('own data exported', { uid });
  return { generatedAt: new Date().toISOString(), account: { uid, email }, sections };
}

export async function gatherSections(uid: string, email: string | null): Promise<DataExportSections> {
  const talentRef = db().collection(TALENTS).doc(uid);
  const userRef = db().collection('users').doc(uid);
  const [talentSnap, records, jobStatuses, userSnap, settingsHistory, deletion, card] = await Promise.all([
    talentRef.get(),
    Promise.all(TALENT_RECORDS.map((name) => all(talentRef.collection(name)))),
    talentRef.collection('jobs').get(),
    userRef.get(),
    all(userRef.collection('audit')),
    db().collection(ACCOUNT_DELETION_REQUESTS).doc(uid).get(),
    db().collection('talentCards').doc(uid).get(),
  ]);
  const [workHistory, workReferences, educations, translations, sickLeaves, profileHistory] = records;
  const profile = stored(talentSnap);
  const emails = emailsOf(email, profile?.email);
  const [assignments, recruiterNotes, cardShares, files, jobInterests, registrationAttempts, signInAsSessions] =
    await Promise.all([
      assignmentsOf(jobStatuses.docs),
      notesOf(uid),
      cardSharesOf(uid),
      filesOf(uid),
      emails.length ? all(db().collectionGroup('interests').where('email', 'in', emails)) : [],
      emails.length
        ? all(
            db()
              .collection(REGISTRATION_DUPLICATE_REPORTS)
              .where('emailKey', 'in', [...new Set(emails.map(duplicateEmailKey))]),
          )
        : [],
      signInAsOf(uid),
    ]);
  return {
    profile,
    workHistory: workHistory!,
    workReferences: workReferences!,
    educations: educations!,
    translations: translations!,
    sickLeaves: sickLeaves!,
    profileHistory: profileHistory!,
    assignments,
    recruiterNotes,
    talentCard: stored(card),
    cardShares,
    files,
    jobInterests,
    registrationAttempts,
    settings: stored(userSnap),
    settingsHistory,
    accountDeletionRequest: stored(deletion),
    signInAsSessions,
  };
}

/** The sign-in email and the profile's email, as typed and in lower case (a visitor's form keeps what was typed). */
function emailsOf(...values: unknown[]): string[] {
  const found = values.flatMap((v) => (text(v) ? [v as string, (v as string).trim().toLowerCase()] : []));
  return [...new Set(found)];
}

/** The assignments of the talent's per-job status list: each job's title and company, and the statuses. */
async function assignmentsOf(statusDocs: DocumentSnapshot[]): Promise<DataExportSections['assignments']> {
  if (statusDocs.length === 0) return [];
  const jobs = await db().getAll(...statusDocs.map((d) => db().collection('jobs').doc(d.id)));
  return statusDocs.map((d, i) => {
    const statuses = exportJson(d.get('statuses')) as unknown;
    return {
      title: text(jobs[i]!.get('title')),
      company: text(jobs[i]!.get('company')),
      statuses: Array.isArray(statuses) ? statuses : [],
    };
  });
}

/** Recruiters' notes about the talent, oldest first: the note, its author's name and time, the assignment it names. */
async function notesOf(talentId: string): Promise<DataExportSections['recruiterNotes']> {
  const notes = (await db().collection(TALENT_NOTES).where('talentId', '==', talentId).get()).docs;
  const jobIds = [...new Set(notes.map((n) => text(n.get('jobId'))).filter((id): id is string => id !== null))];
  const jobs = jobIds.length ? await db().getAll(...jobIds.map((id) => db().collection('jobs').doc(id))) : [];
  const titleOf = new Map(jobs.map((j) => [j.id, text(j.get('title'))]));
  return notes
    .map((n) => {
      const created = (n.get('created') ?? {}) as { date?: unknown; name?: unknown };
      const jobId = text(n.get('jobId'));
      return {
        note: String(n.get('comment') ?? ''),
        author: text(created.name),
        writtenAt: exportDate(created.date),
        assignment: jobId ? (titleOf.get(jobId) ?? null) : null,
        status: text(n.get('status')),
      };
    })
    .sort((a, b) => (a.writtenAt ?? '').localeCompare(b.writtenAt ?? ''));
}

/** Links to cards that include the talent's: never the token, nor its hash (the document id). */
async function cardSharesOf(talentId: string): Promise<DataExportSections['cardShares']> {
  const shares = await db().collection(TALENT_CARD_SHARES).where('talentIds', 'array-contains', talentId).get();
  return shares.docs
    .map((s) => ({
      sharedAt: exportDate(s.get('created')),
      sharedBy: text(s.get('createdByName')),
      recipient: text(s.get('recipient')),
      expiresAt: exportDate(s.get('expiresAt')),
      revokedAt: exportDate(s.get('revokedAt')),
    }))
    .sort((a, b) => (a.sharedAt ?? '').localeCompare(b.sharedAt ?? ''));
}

/** "Sign in as" sessions a user manager opened as this account: when, by whom, through which route. */
async function signInAsOf(uid: string): Promise<DataExportSections['signInAsSessions']> {
  const records = await db().collection(staffCollections.tokenAudit).where('targetUid', '==', uid).get();
  return records.docs
    .map((r) => ({
      at: text(r.get('at')),
      by: text(r.get('actorEmail')) ?? text(r.get('actorUid')),
      route: text(r.get('route')),
    }))
    .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
}

/**
 * The CV and photo files kept under `{uid}/cv/` and `{uid}/avatar/`, with their bytes while the
 * export's byte budget lasts. The Functions emulator without the Storage emulator has no bucket:
 * there the list is empty (as the card links' photos are).
 */
async function filesOf(uid: string): Promise<ExportedFile[]> {
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return [];
  const bucket = getStorage().bucket();
  const kinds = ['cv', 'avatar'] as const;
  const listed = await Promise.all(kinds.map(async (kind) => (await bucket.getFiles({ prefix: `${uid}/${kind}/` }))[0]));
  let budget = DATA_EXPORT_FILE_BYTES;
  const files: ExportedFile[] = [];
  for (const [k, list] of listed.entries()) {
    for (const file of list) {
      const size = Number(file.metadata.size ?? 0);
      const fits = size <= budget;
      if (fits) budget -= size;
      files.push({
        kind: kinds[k]!,
        name: file.name.slice(file.name.lastIndexOf('/') + 1),
        contentType: text(file.metadata.contentType),
        size,
        uploadedAt: text(file.metadata.timeCreated),
        base64: fits ? (await file.download())[0].toString('base64') : null,
        bytesOmitted: fits ? null : 'tooLarge',
      });
    }
  }
  return files;
}
