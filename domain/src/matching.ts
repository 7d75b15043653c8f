/**
 * Matching talents to an assignment (`/find-talents`). The spec names the screen and nothing
 * more; our decision: a recruiter states what the job needs (languages, tags, location,
 * industry), or takes it from an assignment, and gets the talents ranked by how much of it they
 * meet, each with the reasons shown (met and unmet), so the ranking is never a black box.
 *
 * Weights: a required language is what most often rules a candidate out, so it weighs most;
 * tags (skills and qualifications) next; location and industry least. A talent that meets none
 * of the criteria is not a match at all. Hired talents are left out unless asked for.
 */
import { languageName } from './intl-formats';

/** Lower case, no accents or diacritics ("Mäkinen" → "makinen"), single spaces. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const MATCH_WEIGHTS = { language: 3, tag: 2, location: 2, industry: 1 } as const;

/** How many ranked talents the screen shows at most. */
export const MATCH_RESULT_LIMIT = 50;

export interface MatchCriteria {
  /** Language codes (ISO 639) the job needs. */
  languages: readonly string[];
  /** Tag ids wanted. */
  tags: readonly string[];
  /** A place; matches when one name contains the other, accents and case ignored. */
  location: string;
  /** Industry id. */
  industry: string;
  /** Whether hired talents are ranked too. */
  includeHired: boolean;
}

export const emptyCriteria: MatchCriteria = { languages: [], tags: [], location: '', industry: '', includeHired: false };

export interface MatchableTalent {
  id: string;
  status: string;
  location: string;
  industry: string;
  tags: readonly { id: string }[];
  /** Language codes the talent speaks. */
  languages: readonly string[];
}

export type MatchReason =
  | { kind: 'language'; code: string; met: boolean }
  | { kind: 'tag'; id: string; met: boolean }
  | { kind: 'location'; met: boolean }
  | { kind: 'industry'; met: boolean };

export interface TalentMatch<T extends MatchableTalent> {
  talent: T;
  score: number;
  /** The best score this criteria set allows (the bar's 100 %). */
  maxScore: number;
  reasons: MatchReason[];
}

/** Whether the criteria ask for anything at all. */
export function hasCriteria(c: MatchCriteria): boolean {
  return c.languages.length > 0 || c.tags.length > 0 || fold(c.location) !== '' || c.industry !== '';
}

export function maxScore(c: MatchCriteria): number {
  return (
    c.languages.length * MATCH_WEIGHTS.language +
    c.tags.length * MATCH_WEIGHTS.tag +
    (fold(c.location) ? MATCH_WEIGHTS.location : 0) +
    (c.industry ? MATCH_WEIGHTS.industry : 0)
  );
}

/** How one talent meets the criteria. */
export function matchTalent<T extends MatchableTalent>(c: MatchCriteria, talent: T): TalentMatch<T> {
  const reasons: MatchReason[] = [];
  let score = 0;
  const speaks = new Set(talent.languages.map((l) => l.toLowerCase()));
  for (const code of c.languages) {
    const met = speaks.has(code.toLowerCase());
    if (met) score += MATCH_WEIGHTS.language;
    reasons.push({ kind: 'language', code, met });
  }
  const has = new Set(talent.tags.map((t) => t.id));
  for (const id of c.tags) {
    const met = has.has(id);
    if (met) score += MATCH_WEIGHTS.tag;
    reasons.push({ kind: 'tag', id, met });
  }
  const wanted = fold(c.location);
  if (wanted) {
    const where = fold(talent.location);
    const met = where !== '' && (where.includes(wanted) || wanted.includes(where));
    if (met) score += MATCH_WEIGHTS.location;
    reasons.push({ kind: 'location', met });
  }
  if (c.industry) {
    const met = talent.industry === c.industry;
    if (met) score += MATCH_WEIGHTS.industry;
    reasons.push({ kind: 'industry', met });
  }
  return { talent, score, maxScore: maxScore(c), reasons };
}

/**
 * The talents that meet at least one criterion, best first (ties: the order given, which is the
 * talent list's newest first), at most `limit`.
 */
export function rankTalents<T extends MatchableTalent>(
  c: MatchCriteria,
  talents: readonly T[],
  limit = MATCH_RESULT_LIMIT,
): TalentMatch<T>[] {
  if (!hasCriteria(c)) return [];
  const out: TalentMatch<T>[] = [];
  for (const talent of talents) {
    if (!c.includeHired && talent.status === 'hired') continue;
    const m = matchTalent(c, talent);
    if (m.score > 0) out.push(m);
  }
  // Array.prototype.sort is stable: equal scores keep the incoming order.
  return out.sort((a, b) => b.score - a.score).slice(0, limit);
}

const DISPLAY_LOCALES = ['en', 'fi', 'sv', 'uk', 'ru'] as const;

/**
 * The language code for a language as an assignment names it ("Finnish", "suomi", "fi",
 * "английский"), looked up among `candidates` (the codes talents use) by their names in our five
 * languages; null when none fits.
 */
export function languageCodeFor(name: string, candidates: readonly string[]): string | null {
  const wanted = fold(name);
  if (!wanted) return null;
  if (/^[a-z]{2,3}$/.test(wanted) && candidates.includes(wanted)) return wanted;
  for (const locale of DISPLAY_LOCALES) {
    for (const code of candidates) if (fold(languageName(code, locale)) === wanted) return code;
  }
  return null;
}

/** What an assignment asks for, as criteria: its languages, location and the tags its skills text names. */
export function criteriaFromAssignment(
  job: { languages: readonly string[]; location?: string | null; skillsRequired?: string | null; title?: string | null },
  known: { languageCodes: readonly string[]; tags: readonly { id: string; name: string }[] },
): MatchCriteria {
  const languages = [
    ...new Set(job.languages.map((l) => languageCodeFor(l, known.languageCodes)).filter((c): c is string => !!c)),
  ];
  const text = ` ${fold(`${job.skillsRequired ?? ''} ${job.title ?? ''}`).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const tags = known.tags
    .filter((t) => {
      const name = fold(t.name)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      return name !== '' && text.includes(` ${name} `);
    })
    .map((t) => t.id);
  return { ...emptyCriteria, languages, tags, location: job.location ?? '' };
}
