/**
 * Merging two talent profiles of the same person (issue 5, "duplicate merge"): the recruiter
 * keeps one profile; the other one's data fills what the kept one lacks and its records move
 * over. This module plans the writes; it reads and writes nothing itself.
 *
 * Decisions where the specification only says "merge":
 * - A text, date or choice field (name, phone, permit, industry, texts, …) is copied only when
 *   the kept profile's is empty; the kept profile's value always wins.
 * - Lists are joined, the kept profile's entries first: tags by id, jobs of interest by code,
 *   languages by language (the kept level wins), certificates and years of experience by name.
 *   The document's summary lists `workHistories` and `educations` are copied only when empty.
 * - Flags stay the kept profile's, except "video interview done": done on either profile is done.
 * - `duplicate` is cleared; `created` and `added` keep the older of the two (the person has been
 *   with the agency since the first profile).
 * - Records of the subcollections move over keeping their ids (an id the kept profile already
 *   uses gets the other profile's id as prefix). The texts in other languages (`i18n`, one
 *   document per language) fill the kept language document's empty texts.
 * - Per-job status lists: a job only the other profile has moves over; for a job both have, the
 *   kept list keeps its entries and the other's are added, all sorted by date (oldest first),
 *   an entry with the same status and time only once.
 * - Assignments: the other profile's id in `presentedTalents`/`presentableTalents` becomes the
 *   kept id and name; where the kept profile is already listed, one entry stays (a hiring status
 *   the kept entry lacks is taken from the other).
 */

import { assignment } from '../entities/assignment';

/** The subcollections whose records move to the kept profile (`jobs` is planned apart; `audit` is written by functions only and stays). */
export const MERGED_SUBCOLLECTIONS = ['workHistory', 'workReferences', 'educations', 'i18n', 'sickLeaves'] as const;
export type MergedSubcollection = (typeof MERGED_SUBCOLLECTIONS)[number];

/** A stored record: its document id and its data as stored. */
export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
}

/** One status entry of a per-job list; other stored fields ride along. */
export interface MergeJobStatus {
  status: string;
  date: Date;
  [key: string]: unknown;
}

export interface MergeProfile {
  id: string;
  /** The talent document as stored (without id). */
  talent: Record<string, unknown>;
  records: Record<MergedSubcollection, StoredRecord[]>;
  /** `talents/{id}/jobs/{jobId}` status lists. */
  jobs: { id: string; statuses: MergeJobStatus[] }[];
}

/** A `jobs/{id}` assignment's talent lists. */
export interface MergeAssignment {
  id: string;
  presentedTalents: { id: string; name: string; hiredStatus?: string | null }[];
  presentableTalents: { id: string; name: string }[];
}

/**
 * A stored `jobs/{id}` document's talent lists when they name `talentId`, else null: the
 * assignments a merge rewrites. The lists hold {id, name} objects, which Firestore cannot query by
 * id, so the callers read every assignment and keep these.
 */
export function assignmentNaming(talentId: string, id: string, data: unknown): MergeAssignment | null {
  const parsed = assignment.pick({ presentedTalents: true, presentableTalents: true }).safeParse(data);
  if (!parsed.success) return null;
  const named = [...parsed.data.presentedTalents, ...parsed.data.presentableTalents].some((t) => t.id === talentId);
  return named ? { id, ...parsed.data } : null;
}

export interface TalentMergePlan {
  keptId: string;
  mergedId: string;
  /** Fields to set on the kept talent document (`duplicate: false` included). */
  talentUpdate: Record<string, unknown>;
  /** Records to write (set) under the kept profile. */
  recordWrites: { kind: MergedSubcollection; id: string; data: Record<string, unknown> }[];
  /** Per-job status lists to write (set) under the kept profile. */
  jobWrites: { id: string; statuses: MergeJobStatus[] }[];
  /** Assignments whose talent lists change. */
  assignmentWrites: MergeAssignment[];
  /** The merged profile's records to delete once everything is copied, then the profile itself. */
  deletes: { kind: MergedSubcollection | 'jobs'; id: string }[];
}

/** Fields never copied from the merged profile (the kept document's identity and bookkeeping). */
const NEVER_COPIED = new Set(['id', 'duplicate', 'updated', 'created', 'added']);

/** How list fields are joined: the key that makes two entries the same, and the list's limit. */
const LIST_KEYS: Record<string, { key: (item: unknown) => unknown; max: number }> = {
  tags: { key: (t) => (t as { id?: unknown }).id, max: 100 },
  jobs: { key: (j) => j, max: 100 },
  languages: { key: (l) => (l as { language?: unknown }).language, max: 30 },
  certificates: { key: (c) => normalised((c as { name?: unknown }).name), max: 50 },
  yearsOfExperiences: { key: (y) => normalised((y as { name?: unknown }).name), max: 50 },
};

function normalised(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/** Empty: absent, null, blank text or an empty list. `false` and 0 are values. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The kept entries, then the other's entries whose key the kept list lacks. */
export function joinLists<T>(kept: T[], other: T[], key: (item: T) => unknown, max = Infinity): T[] {
  const seen = new Set(kept.map(key));
  const out = [...kept];
  for (const item of other) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out.slice(0, Math.max(max, kept.length));
}

/** The two status lists of one job as one, oldest first; an entry with the same status and time once. */
export function joinStatuses(kept: MergeJobStatus[], other: MergeJobStatus[]): MergeJobStatus[] {
  const seen = new Set(kept.map((s) => `${s.status}@${s.date.getTime()}`));
  const extra = other.filter((s) => {
    const k = `${s.status}@${s.date.getTime()}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  // Array.prototype.sort is stable: entries with the same date keep kept-first order.
  return [...kept, ...extra].sort((a, b) => a.date.getTime() - b.date.getTime());
}

function dateOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  if (value && typeof value === 'object' && 'date' in value) return dateOf((value as { date: unknown }).date);
  return null;
}

/** The fields the kept talent document gets from the merged one. */
export function mergeTalentFields(kept: Record<string, unknown>, other: Record<string, unknown>): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(other)) {
    if (NEVER_COPIED.has(field) || isEmptyValue(value)) continue;
    const list = LIST_KEYS[field];
    if (list && Array.isArray(value)) {
      const current = Array.isArray(kept[field]) ? (kept[field] as unknown[]) : [];
      const joined = joinLists(current, value, list.key, list.max);
      if (joined.length !== current.length) update[field] = joined;
      continue;
    }
    if (field === 'videoInterviewDone') {
      if (value === true && kept[field] !== true) update[field] = true;
      continue;
    }
    if (typeof value === 'boolean') continue;
    if (isEmptyValue(kept[field])) update[field] = value;
  }
  for (const field of ['created', 'added']) {
    const mine = dateOf(kept[field]);
    const theirs = dateOf(other[field]);
    if (theirs !== null && (mine === null || theirs < mine)) update[field] = other[field];
  }
  update.duplicate = false;
  return update;
}

/** Replaces `mergedId` by the kept talent in an assignment's lists; null when it is not listed. */
export function rewriteAssignment(
  assignment: MergeAssignment,
  mergedId: string,
  kept: { id: string; name: string },
): MergeAssignment | null {
  const listed = [...assignment.presentedTalents, ...assignment.presentableTalents].some((t) => t.id === mergedId);
  if (!listed) return null;
  const presented: MergeAssignment['presentedTalents'] = [];
  for (const entry of assignment.presentedTalents) {
    const moved = entry.id === mergedId ? { ...entry, id: kept.id, name: kept.name } : entry;
    const existing = presented.find((p) => p.id === moved.id);
    if (!existing) presented.push(moved);
    else if (existing.hiredStatus == null && moved.hiredStatus != null) existing.hiredStatus = moved.hiredStatus;
  }
  const presentable: MergeAssignment['presentableTalents'] = [];
  for (const entry of assignment.presentableTalents) {
    const moved = entry.id === mergedId ? { ...entry, id: kept.id, name: kept.name } : entry;
    if (!presentable.some((p) => p.id === moved.id)) presentable.push(moved);
  }
  return { id: assignment.id, presentedTalents: presented, presentableTalents: presentable };
}

/** Plans merging `merged` into `kept`. */
export function planTalentMerge(kept: MergeProfile, merged: MergeProfile, assignments: MergeAssignment[]): TalentMergePlan {
  if (kept.id === merged.id) throw new Error('A profile cannot be merged into itself');
  const talentUpdate = mergeTalentFields(kept.talent, merged.talent);
  const recordWrites: TalentMergePlan['recordWrites'] = [];
  const deletes: TalentMergePlan['deletes'] = [];

  for (const kind of MERGED_SUBCOLLECTIONS) {
    const keptRecords = new Map(kept.records[kind].map((r) => [r.id, r]));
    for (const record of merged.records[kind]) {
      deletes.push({ kind, id: record.id });
      const clash = keptRecords.get(record.id);
      if (kind === 'i18n' && clash) {
        const filled: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(record.data)) {
          if (!isEmptyValue(value) && isEmptyValue(clash.data[field])) filled[field] = value;
        }
        if (Object.keys(filled).length > 0) recordWrites.push({ kind, id: record.id, data: { ...clash.data, ...filled } });
        continue;
      }
      const id = clash ? `${merged.id}-${record.id}` : record.id;
      recordWrites.push({ kind, id, data: record.data });
    }
  }

  const keptJobs = new Map(kept.jobs.map((j) => [j.id, j]));
  const jobWrites: TalentMergePlan['jobWrites'] = [];
  for (const job of merged.jobs) {
    deletes.push({ kind: 'jobs', id: job.id });
    const mine = keptJobs.get(job.id);
    jobWrites.push({ id: job.id, statuses: mine ? joinStatuses(mine.statuses, job.statuses) : joinStatuses([], job.statuses) });
  }

  const first = typeof kept.talent.firstName === 'string' ? kept.talent.firstName : '';
  const last = typeof kept.talent.lastName === 'string' ? kept.talent.lastName : '';
  const keptRef = { id: kept.id, name: `${first} ${last}`.trim() || kept.id };
  const assignmentWrites = assignments
    .map((a) => rewriteAssignment(a, merged.id, keptRef))
    .filter((a): a is MergeAssignment => a !== null);

  return { keptId: kept.id, mergedId: merged.id, talentUpdate, recordWrites, jobWrites, assignmentWrites, deletes };
}
