import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskNoticeView, NoticeKind } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { EmptyState } from '@/lib/ui/empty-state';

export interface DeskNoticeListProps {
  kind: NoticeKind;
  notices: readonly DeskNoticeView[];
}

/** The notices of one kind, newest first: the Finnish title, when and by whom, and how many employees have read it. */
export function DeskNoticeList({ kind, notices }: DeskNoticeListProps) {
  const { t } = useTranslation('desk');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-bold">
        {t(`desk:notices.list.${kind}`)}
      </h2>
      {notices.length === 0 ? (
        <EmptyState className="mt-3" title={t(`desk:notices.none.${kind}`)} />
      ) : (
        <ul className="mt-3 grid gap-3">
          {notices.map((n) => (
            <li key={n.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 lang="fi" className="font-semibold break-words">
                {n.title}
              </h3>
              <p className="text-sm text-slate-700">
                {t('desk:notices.publishedBy', {
                  time: formatDateTimeInAgencyZone(new Date(n.publishedAt)),
                  name: n.publishedBy ?? '',
                })}
              </p>
              <p className="mt-1 font-medium">{t('desk:notices.readBy', { count: n.readBy })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
