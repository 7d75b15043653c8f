/**
 * Keeps the `views/*` documents (domain/src/entities/view.ts) in step with their sources.
 *
 * Every trigger computes the shown entry from the document before and after the write and does
 * nothing when it is unchanged (a talent edit that keeps the name never touches `views/talents`).
 * A change is one field-path update of one map entry (`FieldPath(map, id)`, so ids with dots are
 * safe); nothing reads and rewrites the whole view. `rebuildViews` recomputes every view from its
 * sources (scripts/rebuild-views.ts: existing data, after a bulk import).
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  consultantViewEntry,
  jobViewEntry,
  occupationTranslation,
  sameEntry,
  talentViewName,
  type ConsultantsView,
  type JobTitleTranslationsView,
  type JobsView,
  type TalentsView,
  type ViewId,
} from '@vuoro/domain';

type Data = Record<string, unknown> | null;
type MapField = 'consultants' | 'names' | 'jobs' | 'translations';

/** Sets (or, for null, deletes) one entry of a view's map, creating the view document if needed. */
export async function putViewEntry(db: Firestore, view: ViewId, field: MapField, key: string, value: unknown): Promise<void> {
  const ref = db.collection('views').doc(view);
  const path = new FieldPath(field, key);
  const update = value === null ? FieldValue.delete() : value;
  try {
    await ref.update(path, update);
  } catch (err) {
    // NOT_FOUND: the view does not exist yet; a merge set creates it (a delete then has nothing to do).
    if ((err as { code?: number }).code !== 5) throw err;
    if (value !== null) await ref.set({ [field]: { [key]: value } }, { merge: true });
  }
}

/** `talents/{id}` written → `views/talents` names[id], only when "First Last" changed. */
export async function syncTalentView(db: Firestore, id: string, before: Data, after: Data): Promise<boolean> {
  const was = talentViewName(before);
  const now = talentViewName(after);
  if (was === now) return false;
  await putViewEntry(db, 'talents', 'names', id, now);
  return true;
}

/** `jobs/{id}` written → `views/jobs` jobs[id], only when title or company changed. */
export async function syncJobView(db: Firestore, id: string, before: Data, after: Data): Promise<boolean> {
  const was = jobViewEntry(before);
  const now = jobViewEntry(after);
  if (sameEntry(was, now)) return false;
  await putViewEntry(db, 'jobs', 'jobs', id, now);
  return true;
}

/**
 * `occupations/{id}` written → `views/jobTitleTranslations` keyed by the English name. A renamed
 * English name moves the entry; the old key is removed unless another occupation still has that
 * English name (then that one's translations are written back).
 */
export async function syncOccupationView(db: Firestore, before: Data, after: Data): Promise<boolean> {
  const was = occupationTranslation(before);
  const now = occupationTranslation(after);
  if (sameEntry(was, now)) return false;
  if (was && was.key !== now?.key) {
    const other = await db.collection('occupations').where('en', '==', was.key).limit(1).get();
    const replacement = other.empty ? null : occupationTranslation(other.docs[0]!.data());
    await putViewEntry(db, 'jobTitleTranslations', 'translations', was.key, replacement?.value ?? null);
  }
  if (now) await putViewEntry(db, 'jobTitleTranslations', 'translations', now.key, now.value);
  return true;
}

/**
 * Puts the account in `views/consultants` when it has the admin claim (name = display name or
 * email), removes it otherwise or when it no longer exists. Called after claims change
 * (setUserClaims, scripts/set-claims.ts). Writes only when the entry differs from the stored one.
 */
export async function syncConsultant(db: Firestore, uid: string, user?: UserRecord | null): Promise<boolean> {
  const record =
    user === undefined
      ? await getAuth()
          .getUser(uid)
          .catch(() => null)
      : user;
  const now = consultantViewEntry(record);
  const snap = await db.collection('views').doc('consultants').get();
  const stored = (snap.get(new FieldPath('consultants', uid)) as unknown) ?? null;
  const storedEntry =
    stored && typeof stored === 'object'
      ? { name: (stored as { name?: unknown }).name, email: (stored as { email?: unknown }).email ?? null }
      : null;
  if (sameEntry(storedEntry, now)) return false;
  await putViewEntry(db, 'consultants', 'consultants', uid, now);
  return true;
}

/** Recomputes all four views from their sources (jobs, talents, occupations, admin accounts). */
export async function rebuildViews(db: Firestore): Promise<Record<ViewId, number>> {
  const jobs: JobsView['jobs'] = {};
  for (const d of (await db.collection('jobs').select('title', 'company').get()).docs) {
    const entry = jobViewEntry(d.data());
    if (entry) jobs[d.id] = entry;
  }
  const names: TalentsView['names'] = {};
  for (const d of (await db.collection('talents').select('firstName', 'lastName').get()).docs) {
    const name = talentViewName(d.data());
    if (name) names[d.id] = name;
  }
  const translations: JobTitleTranslationsView['translations'] = {};
  for (const d of (await db.collection('occupations').get()).docs) {
    const t = occupationTranslation(d.data());
    if (t) translations[t.key] = t.value;
  }
  const consultants: ConsultantsView['consultants'] = {};
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const u of page.users) {
      const entry = consultantViewEntry(u);
      if (entry) consultants[u.uid] = entry;
    }
    pageToken = page.pageToken;
  } while (pageToken);
  const views = db.collection('views');
  await Promise.all([
    views.doc('jobs').set({ jobs }),
    views.doc('talents').set({ names }),
    views.doc('jobTitleTranslations').set({ translations }),
    views.doc('consultants').set({ consultants }),
  ]);
  return {
    jobs: Object.keys(jobs).length,
    talents: Object.keys(names).length,
    jobTitleTranslations: Object.keys(translations).length,
    consultants: Object.keys(consultants).length,
  };
}
