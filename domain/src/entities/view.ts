import { z } from 'zod';
import { optionalText, requiredText } from './common';

/**
 * Collection `views`: small read-only documents that functions keep up to date, so a screen gets
 * names with one read. One document per view.
 *
 * Decision: every view is a map keyed by id (not a list). Triggers fire on every source write (a
 * bulk import writes 10 000 talents), and a map lets a trigger change one entry with a field-path
 * update instead of reading and rewriting a large array; a trigger writes only when the shown
 * value changed. `functions/src/views/` maintains them; `scripts/rebuild-views.ts` recomputes all.
 */
export const VIEW_IDS = ['consultants', 'talents', 'jobs', 'jobTitleTranslations'] as const;
export type ViewId = (typeof VIEW_IDS)[number];

const viewKey = z.string().min(1).max(200);

/** One consultant entry of `views/consultants` (key = the account's uid). */
export const consultantEntry = z.object({ name: requiredText(), email: optionalText(254) });
export type ConsultantEntry = z.infer<typeof consultantEntry>;

/** `views/consultants`: the recruiters (accounts with the admin claim) the job's consultant ids (kam, …) refer to. */
export const consultantsView = z.object({ consultants: z.record(viewKey, consultantEntry).default({}) });
export type ConsultantsView = z.infer<typeof consultantsView>;

/** One entry of `views/talents`: a talent's name ("First Last"; key = talent id). */
export const talentNameEntry = z.string().max(250);

/** `views/talents`: talent names ("First Last") by talent id. */
export const talentsView = z.object({ names: z.record(viewKey, talentNameEntry).default({}) });
export type TalentsView = z.infer<typeof talentsView>;

/** One job entry of `views/jobs` (key = job id). */
export const jobEntry = z.object({ title: requiredText(), company: optionalText() });
export type JobEntry = z.infer<typeof jobEntry>;

/** `views/jobs`: job titles and companies by job id (the talent list shows job names from here). */
export const jobsView = z.object({ jobs: z.record(viewKey, jobEntry).default({}) });
export type JobsView = z.infer<typeof jobsView>;

/** One entry of `views/jobTitleTranslations`: a title in the other languages (sv has no source and stays absent). */
export const jobTitleTranslation = z.object({ fi: optionalText(), sv: optionalText(), uk: optionalText(), ru: optionalText() });
export type JobTitleTranslation = z.infer<typeof jobTitleTranslation>;

/** `views/jobTitleTranslations`: a job title (its English text, from `occupations`) in other languages. */
export const jobTitleTranslationsView = z.object({ translations: z.record(viewKey, jobTitleTranslation).default({}) });
export type JobTitleTranslationsView = z.infer<typeof jobTitleTranslationsView>;

/** A consultant as pickers use it: the view entry with its id. */
export type Consultant = ConsultantEntry & { id: string };

/** The consultants of a view as a list sorted by name (pickers). */
export function consultantList(view: ConsultantsView): Consultant[] {
  return Object.entries(view.consultants)
    .map(([id, c]) => ({ id, ...c }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

/** The name `views/talents` shows for a talent: "First Last", trimmed; null when it has neither. */
export function talentViewName(data: { firstName?: unknown; lastName?: unknown } | null | undefined): string | null {
  if (!data) return null;
  const parts = [data.firstName, data.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  const name = parts.map((p) => p.trim()).join(' ');
  return name || null;
}

/** The entry `views/jobs` shows for a job, or null when it has no title (not shown). */
export function jobViewEntry(data: { title?: unknown; company?: unknown } | null | undefined): JobEntry | null {
  if (!data || typeof data.title !== 'string' || !data.title.trim()) return null;
  const company = typeof data.company === 'string' && data.company.trim() ? data.company.trim() : null;
  return { title: data.title.trim(), company };
}

/** The translations an occupation gives its English name (keys only for languages it has; sv never). */
export function occupationTranslation(
  data: { en?: unknown; fi?: unknown; uk?: unknown; ru?: unknown } | null | undefined,
): { key: string; value: JobTitleTranslation } | null {
  if (!data || typeof data.en !== 'string' || !data.en.trim()) return null;
  const value: JobTitleTranslation = {};
  for (const lng of ['fi', 'uk', 'ru'] as const) {
    const text = data[lng];
    if (typeof text === 'string' && text.trim()) value[lng] = text.trim();
  }
  return { key: data.en.trim(), value };
}

/** The entry `views/consultants` shows for an account, or null when it is not a recruiter (no admin claim). */
export function consultantViewEntry(
  user: {
    displayName?: string | null;
    email?: string | null;
    customClaims?: Record<string, unknown> | null;
    disabled?: boolean;
  } | null,
): ConsultantEntry | null {
  if (!user || user.customClaims?.admin !== true) return null;
  const name = user.displayName?.trim() || user.email?.trim();
  if (!name) return null;
  return { name, email: user.email ?? null };
}

/** True when two view entries show the same thing (so a trigger can skip the write). */
export function sameEntry(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
