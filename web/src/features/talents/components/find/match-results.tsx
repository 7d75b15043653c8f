import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MatchReason, TalentMatch } from '@vuoro/domain';
import type { TalentListItem } from '../talent-search';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';

export interface MatchResultsProps {
  matches: readonly TalentMatch<TalentListItem>[];
  talentHref: (id: string) => string;
  languageName: (code: string) => string;
  tagName: (id: string) => string;
  industryName: (id: string) => string;
  statusLabel: (status: string) => string;
  /** Where each talent stands on the chosen assignment; absent when no assignment is chosen. */
  standing?: (id: string) => 'presented' | 'shortlisted' | null;
  /** Shortlists a talent on the chosen assignment (admins only). */
  onShortlist?: (talent: TalentListItem) => Promise<void>;
}

/** The ranked talents, each with its score and what it meets and misses. */
export function MatchResults(props: MatchResultsProps) {
  const { t } = useTranslation(['findTalents']);
  return (
    <ol aria-label={t('findTalents:results.title')} className="space-y-3">
      {props.matches.map((m, i) => (
        <MatchCard key={m.talent.id} match={m} rank={i + 1} {...props} />
      ))}
    </ol>
  );
}

function MatchCard({
  match,
  rank,
  talentHref,
  languageName,
  tagName,
  industryName,
  statusLabel,
  standing,
  onShortlist,
}: MatchResultsProps & { match: TalentMatch<TalentListItem>; rank: number }) {
  const { t } = useTranslation(['findTalents']);
  const shortlist = useEndpointAction(
    (who: TalentListItem): Promise<void> =>
      onShortlist ? onShortlist(who) : Promise.reject(new Error('Shortlisting is for admins only')),
    { failure: () => 'findTalents:standing.failed' },
  );
  const { talent, score, maxScore, reasons } = match;
  const name = `${talent.firstName} ${talent.lastName}`.trim() || talent.id;
  const where = standing?.(talent.id) ?? null;
  const percent = maxScore ? Math.round((score / maxScore) * 100) : 0;

  const reasonText = (r: MatchReason) => {
    switch (r.kind) {
      case 'language':
        return languageName(r.code);
      case 'tag':
        return tagName(r.id);
      case 'location':
        return talent.location || t('findTalents:reason.noLocation');
      case 'industry':
        return talent.industry ? industryName(talent.industry) : t('findTalents:reason.noIndustry');
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-sm text-slate-600">{t('findTalents:results.rank', { rank })}</p>
          <h2 className="text-lg font-bold text-slate-900">
            <Link href={talentHref(talent.id)} className="text-brand-800 underline underline-offset-4">
              {name}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {[talent.status ? statusLabel(talent.status) : null, talent.location || null].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="w-32 shrink-0">
          <p className="text-sm font-semibold text-slate-800">{t('findTalents:results.score', { score, count: maxScore })}</p>
          <div
            role="meter"
            aria-valuemin={0}
            aria-valuemax={maxScore}
            aria-valuenow={score}
            aria-label={t('findTalents:results.scoreLabel', { name })}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </div>
      <ul aria-label={t('findTalents:results.reasons', { name })} className="mt-3 flex flex-wrap gap-1.5">
        {reasons.map((r, i) => (
          <li
            key={i}
            className={
              r.met
                ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900'
                : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700 line-through decoration-slate-500'
            }
          >
            <span aria-hidden="true">{r.met ? '✓ ' : '✗ '}</span>
            <span className="sr-only">{r.met ? t('findTalents:reason.met') : t('findTalents:reason.missing')} </span>
            {t(`findTalents:reason.${r.kind}`)}: {reasonText(r)}
          </li>
        ))}
      </ul>
      {standing && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {where === 'presented' && <p className="text-sm font-semibold text-slate-800">{t('findTalents:standing.presented')}</p>}
          {where === 'shortlisted' && (
            <p className="text-sm font-semibold text-slate-800">{t('findTalents:standing.shortlisted')}</p>
          )}
          {where === null && onShortlist && (
            <Button variant="secondary" onClick={() => void shortlist.run(talent)} busy={shortlist.busy}>
              {t('findTalents:standing.add')}
              <span className="sr-only">: {name}</span>
            </Button>
          )}
          {shortlist.notice && (
            <Notice tone={shortlist.notice.tone} className="basis-full">
              {shortlist.notice.text}
            </Notice>
          )}
        </div>
      )}
    </li>
  );
}
