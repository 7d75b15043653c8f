import { collection, doc, type DocumentSnapshot } from 'firebase/firestore';
import type { z } from 'zod';
import {
  collator,
  consultantEntry,
  industry,
  jobEntry,
  jobTitleTranslation,
  occupation,
  tag,
  talentNameEntry,
  type ConsultantsView,
  type Industry,
  type JobsView,
  type JobTitleTranslationsView,
  type Occupation,
  type Tag,
  type TalentsView,
  type ViewId,
} from '@vuoro/domain';
import { parseDocs, sharedLiveDoc, sharedLiveQuery, type Live } from './reads';

/**
 * The collections and documents many screens read (the catalogues and the `views`), each through
 * one hook backed by one shared listener for the whole app (see `sharedLiveQuery` in reads.ts):
 * the talent list, the talent detail, /find-talents and /catalogs read the tags once between them.
 */

function sorted<T>(items: T[], key: (item: T) => string): T[] {
  const names = collator('fi', { sensitivity: 'base' });
  return items.sort((a, b) => names.compare(key(a), key(b)));
}

function parseWith<T>(schema: z.ZodType<T>) {
  return (raw: Record<string, unknown>): T | null => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };
}

/** The `tags` catalogue, live, sorted by name. */
export const useTags: () => Live<Tag[]> = sharedLiveQuery(
  'tags',
  (db) => collection(db, 'tags'),
  (snap) => sorted(parseDocs(snap, parseWith(tag)), (t) => t.name),
);

/** The `industries` catalogue, live, sorted by name. */
export const useIndustries: () => Live<Industry[]> = sharedLiveQuery(
  'industries',
  (db) => collection(db, 'industries'),
  (snap) => sorted(parseDocs(snap, parseWith(industry)), (i) => i.name),
);

/** The `occupations` catalogue, live, sorted by English name. */
export const useOccupations: () => Live<Occupation[]> = sharedLiveQuery(
  'occupations',
  (db) => collection(db, 'occupations'),
  (snap) => sorted(parseDocs(snap, parseWith(occupation)), (o) => o.en),
);

/**
 * A view's entries as [id, value] pairs: a view is a map keyed by id; a list of {id, …} (the
 * earlier shape of `views/jobs`) is read too, so screens keep their names while views are rebuilt.
 */
export function viewEntries(raw: unknown): [string, unknown][] {
  if (Array.isArray(raw)) {
    return raw.flatMap((j: unknown) =>
      j && typeof j === 'object' && 'id' in j && typeof j.id === 'string' ? [[j.id, j] as [string, unknown]] : [],
    );
  }
  return raw && typeof raw === 'object' ? Object.entries(raw) : [];
}

/** The entries of `field` that parse with `entry`; one that does not is logged and left out, not the whole view. */
function entriesOf<E>(snap: DocumentSnapshot, field: string, entry: z.ZodType<E>): Record<string, E> {
  const out: Record<string, E> = {};
  for (const [id, value] of viewEntries(snap.data()?.[field])) {
    const parsed = entry.safeParse(value);
    if (parsed.success) out[id] = parsed.data;
    else console.warn(`vuoro: skipped malformed entry ${id} of ${snap.ref.path}`);
  }
  return out;
}

export interface Views {
  consultants: ConsultantsView;
  talents: TalentsView;
  jobs: JobsView;
  jobTitleTranslations: JobTitleTranslationsView;
}

/** One hook per view; a view the functions have not written yet reads as empty. */
const viewHooks: { [K in ViewId]: () => Live<Views[K]> } = {
  consultants: sharedLiveDoc(
    'views/consultants',
    (db) => doc(db, 'views', 'consultants'),
    (snap) => ({ consultants: entriesOf(snap, 'consultants', consultantEntry) }),
  ),
  talents: sharedLiveDoc(
    'views/talents',
    (db) => doc(db, 'views', 'talents'),
    (snap) => ({ names: entriesOf(snap, 'names', talentNameEntry) }),
  ),
  jobs: sharedLiveDoc(
    'views/jobs',
    (db) => doc(db, 'views', 'jobs'),
    (snap) => ({ jobs: entriesOf(snap, 'jobs', jobEntry) }),
  ),
  jobTitleTranslations: sharedLiveDoc(
    'views/jobTitleTranslations',
    (db) => doc(db, 'views', 'jobTitleTranslations'),
    (snap) => ({ translations: entriesOf(snap, 'translations', jobTitleTranslation) }),
  ),
};

/** `views/{id}`, live, shared (talent-side staff only; see firestore.rules). `id` is fixed per call site. */
export function useView<K extends ViewId>(id: K): Live<Views[K]> {
  return viewHooks[id]();
}
