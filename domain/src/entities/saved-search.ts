import { z } from 'zod';
import { optionalFirestoreDate } from '../firestore';
import { docId, requiredText } from './common';

/**
 * A recruiter's saved search (issue 27 item 4), collection `savedSearches/{id}`: the talent list's
 * filters under a name ("Kokit Helsinki, ukraina"), found again in one click. Each belongs to the
 * recruiter who saved it (`ownerUid`, the caller's uid; firestore.rules let only that admin, with a
 * second factor, read, list, rename and delete it); `created` is the server's time on create.
 * Only the name changes afterwards; other filters are a new saved search.
 */
export const SAVED_SEARCHES = 'savedSearches';

/** The longest name of a saved search, in characters (firestore.rules: 80). */
export const SAVED_SEARCH_NAME_MAX = 80;
/** The longest value of one filter (firestore.rules: 200). */
export const SAVED_SEARCH_VALUE_MAX = 200;

/** The talent list's filters as its URL query names them; a saved search holds only those in use. */
export const SAVED_SEARCH_FILTER_KEYS = ['q', 'tag', 'industry', 'location', 'lang', 'status', 'job'] as const;
export type SavedSearchFilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];

const filterValue = z.string().trim().max(SAVED_SEARCH_VALUE_MAX).optional();

export const savedSearchFilters = z.strictObject(
  Object.fromEntries(SAVED_SEARCH_FILTER_KEYS.map((k) => [k, filterValue])) as Record<SavedSearchFilterKey, typeof filterValue>,
);
export type SavedSearchFilters = z.infer<typeof savedSearchFilters>;

export const savedSearchName = requiredText(SAVED_SEARCH_NAME_MAX);

/** What a recruiter types and keeps when saving: a name and the filters in use. */
export const savedSearchInput = z.object({
  name: savedSearchName,
  filters: savedSearchFilters,
});
export type SavedSearchInput = z.infer<typeof savedSearchInput>;

/** A stored saved search as read back (`created` is pending until the server stamps it). */
export const savedSearch = savedSearchInput.extend({
  id: docId,
  ownerUid: docId,
  created: optionalFirestoreDate,
});
export type SavedSearch = z.infer<typeof savedSearch>;

/** Only the filters in use, each trimmed: what a saved search stores. */
export function filtersInUse(filters: Partial<Record<SavedSearchFilterKey, string>>): SavedSearchFilters {
  const out: SavedSearchFilters = {};
  for (const k of SAVED_SEARCH_FILTER_KEYS) {
    const v = filters[k]?.trim();
    if (v) out[k] = v;
  }
  return out;
}
