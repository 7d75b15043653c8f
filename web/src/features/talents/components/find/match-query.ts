import { emptyCriteria, type MatchCriteria } from '@vuoro/domain';

/**
 * `/find-talents` keeps its state in the URL query, so a search can be bookmarked, shared with a
 * colleague and survives opening a talent and coming back: `job` (assignment id), `lang` and
 * `tag` (comma-separated), `loc`, `industry`, `hired=1`.
 */
export interface MatchQuery {
  job: string;
  criteria: MatchCriteria;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function matchQueryFromSearch(search: string): MatchQuery {
  const p = new URLSearchParams(search);
  return {
    job: p.get('job') ?? '',
    criteria: {
      languages: [...new Set(list(p.get('lang')))],
      tags: [...new Set(list(p.get('tag')))],
      location: p.get('loc') ?? '',
      industry: p.get('industry') ?? '',
      includeHired: p.get('hired') === '1',
    },
  };
}

export function searchFromMatchQuery({ job, criteria: c }: MatchQuery): string {
  const p = new URLSearchParams();
  if (job) p.set('job', job);
  if (c.languages.length) p.set('lang', c.languages.join(','));
  if (c.tags.length) p.set('tag', c.tags.join(','));
  if (c.location) p.set('loc', c.location);
  if (c.industry) p.set('industry', c.industry);
  if (c.includeHired) p.set('hired', '1');
  return p.toString();
}

export const emptyMatchQuery: MatchQuery = { job: '', criteria: emptyCriteria };
