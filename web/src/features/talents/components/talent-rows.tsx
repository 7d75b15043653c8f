import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/lib/ui/button';
import type { TalentListItem } from './talent-search';

/** What a row shows beside the talent's own fields. */
export interface TalentRowExtras {
  jobs: { id: string; title: string; href: string }[];
  /** The talent's newest recruiter note, and how many it has. */
  latestComment: string | null;
  commentCount: number;
}

export interface TalentRowsProps {
  talents: readonly TalentListItem[];
  extras: (talent: TalentListItem) => TalentRowExtras;
  industryName: (id: string) => string;
  languageName: (code: string) => string;
  statusLabel: (status: string) => string;
  detailHref: (id: string) => string;
  /** The accessible name of the list. */
  label: string;
  /** Given to admins: each row gets "Present to an assignment", which calls this. */
  onPresent?: ((talent: TalentListItem) => void) | undefined;
  /** Given to admins: each row gets a checkbox, labelled with the talent's name (issue 27 item 3). */
  selection?: { selected: ReadonlySet<string>; toggle: (talent: TalentListItem) => void } | undefined;
}

/** Every row has this height (each line truncates), so 10 000 rows need no measuring. */
export const ROW_HEIGHT = 136;

/**
 * The talents, virtualised: only the rows in view (and a few around) are in the DOM. The name
 * is a link stretched over the whole row, so a click anywhere, or Enter on the focused name,
 * opens the talent; job names link to the assignment shown beside the list. Memoised: the screen
 * renders again as each of its other reads arrives (catalogues, saved searches), and the rows
 * need to only when what they show changed.
 */
export const TalentRows = memo(function TalentRows({
  talents,
  extras,
  industryName,
  languageName,
  statusLabel,
  detailHref,
  label,
  onPresent,
  selection,
}: TalentRowsProps) {
  const { t } = useTranslation(['talents']);
  // The same words on every row, looked up once per render (each lookup walks i18next's resolution).
  const words = {
    present: t('talents:present.present'),
    open: t('talents:present.open'),
    tags: t('talents:row.tags'),
    jobs: t('talents:row.jobs'),
  };
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: talents.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (i) => talents[i]!.id,
  });

  return (
    <div ref={scroller} className="h-[calc(100dvh-16rem)] min-h-96 overflow-y-auto rounded-lg border border-slate-300 bg-white">
      <div role="list" aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const talent = talents[row.index]!;
          const more = extras(talent);
          const name = `${talent.firstName} ${talent.lastName}`.trim() || talent.id;
          const facts = [talent.location, industryName(talent.industry), talent.languages.map(languageName).join(', ')].filter(
            Boolean,
          );
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={talents.length}
              aria-posinset={row.index + 1}
              className="absolute left-0 top-0 flex w-full flex-col gap-0.5 border-b border-slate-200 px-4 py-2 hover:bg-brand-50 focus-within:bg-brand-50"
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              <div className="flex min-w-0 items-center gap-2">
                {selection && (
                  <input
                    type="checkbox"
                    checked={selection.selected.has(talent.id)}
                    onChange={() => selection.toggle(talent)}
                    aria-label={t('talents:bulk.selectOne', { name })}
                    className="relative z-10 size-6 shrink-0 accent-brand-700"
                  />
                )}
                <Link
                  href={detailHref(talent.id)}
                  className="truncate font-semibold text-brand-800 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-700"
                >
                  {name}
                </Link>
                {talent.status && (
                  <span className="shrink-0 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-slate-900">
                    {statusLabel(talent.status)}
                  </span>
                )}
                {onPresent && (
                  <Button
                    variant="link"
                    className="relative z-10 ml-auto shrink-0 text-sm"
                    aria-label={t('talents:present.openFor', { name })}
                    onClick={() => onPresent(talent)}
                  >
                    <span className="sm:hidden">{words.present}</span>
                    <span className="hidden sm:inline">{words.open}</span>
                  </Button>
                )}
              </div>
              <p className="truncate text-sm text-slate-700">{facts.join(' · ') || '\u00a0'}</p>
              <p className="flex min-w-0 gap-1 truncate text-sm">
                {talent.tags.length > 0 ? (
                  <span className="truncate text-slate-800">
                    <span className="sr-only">{words.tags} </span>
                    {talent.tags.map((tag) => `#${tag.name}`).join(' ')}
                  </span>
                ) : (
                  '\u00a0'
                )}
              </p>
              <p className="pointer-events-none relative z-10 flex min-w-0 gap-2 truncate text-sm">
                {more.jobs.length > 0 && <span className="shrink-0 text-slate-700">{words.jobs}</span>}
                {more.jobs.map((job) => (
                  <Link
                    key={job.id}
                    href={job.href}
                    className="pointer-events-auto truncate font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {job.title}
                  </Link>
                ))}
              </p>
              <p className="truncate text-sm text-slate-700">
                {more.latestComment
                  ? t('talents:latestNote', { count: more.commentCount, comment: more.latestComment })
                  : '\u00a0'}
              </p>
            </div>
          );
        })}
      </div>
    </div>
  );
});
