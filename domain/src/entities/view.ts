import { z } from 'zod';
import { docId, listOf, optionalText, requiredText } from './common';

/**
 * Collection `views`: small read-only lists that functions keep up to date, so a screen gets
 * names with one read. One document per view.
 */
export const VIEW_IDS = ['consultants', 'talents', 'jobs', 'jobTitleTranslations'] as const;
export type ViewId = (typeof VIEW_IDS)[number];

/** `views/consultants`: the people the job's consultant ids (kam, …) refer to. */
export const consultantsView = z.object({
  consultants: listOf(z.object({ id: docId, name: requiredText(), email: optionalText(254) }), 5000).default([]),
});
export type ConsultantsView = z.infer<typeof consultantsView>;

/** `views/talents`: talent ids and names. */
export const talentsView = z.object({
  talents: listOf(z.object({ id: docId, name: requiredText() }), 100_000).default([]),
});
export type TalentsView = z.infer<typeof talentsView>;

/** `views/jobs`: job ids, titles and companies (the talent list shows job names from here). */
export const jobsView = z.object({
  jobs: listOf(z.object({ id: docId, title: requiredText(), company: optionalText() }), 100_000).default([]),
});
export type JobsView = z.infer<typeof jobsView>;

/** `views/jobTitleTranslations`: a job title (its English text) in other languages. */
export const jobTitleTranslationsView = z.object({
  translations: z
    .record(z.string().max(200), z.object({ fi: optionalText(), sv: optionalText(), uk: optionalText(), ru: optionalText() }))
    .default({}),
});
export type JobTitleTranslationsView = z.infer<typeof jobTitleTranslationsView>;
