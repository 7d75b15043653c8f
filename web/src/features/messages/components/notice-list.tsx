import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeKind } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useNotices } from '../api/get-notices';
import { MessagesNav } from '@/lib/ui/messages-nav';
import { NoticeItem } from './notice-item';

export interface NoticeListProps {
  /** `update`: /notices (unread first); `news`: /staffnews (newest first). */
  kind: NoticeKind;
}

/** The texts of each screen by kind: its name, intro, loading, load error and empty list. */
const SCREEN = {
  update: { screen: 'notices', texts: 'notices' },
  news: { screen: 'staffnews', texts: 'news' },
} as const;

/**
 * Update notices (`/notices`, unread first, as the route answers) or staff news (`/staffnews`,
 * newest first). Opening an unread one marks it read; it keeps its place until the list is
 * read again. A failed load says 'Could not load notices' / 'Could not load staff news' with a retry.
 */
export function NoticeList({ kind }: NoticeListProps) {
  const { t } = useTranslation(['messages', 'common', 'errors']);
  const notices = useNotices(kind);
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const onRead = (id: string) => setRead((ids) => new Set(ids).add(id));
  const { screen, texts } = SCREEN[kind];
  const signedOut = notices.status === 'error' && isSignedOut(notices.error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <MessagesNav />
      <PageHeader title={t(`common:screens.${screen}`)} description={t(`messages:${texts}.intro`)} />
      <p className="mt-4 text-slate-700" aria-live="polite">
        {notices.status === 'loading' && !notices.data ? t(`messages:${texts}.loading`) : ''}
      </p>
      {notices.status === 'error' && !signedOut && (
        <LoadFailed error={notices.error} retry={notices.retry} message={t(`messages:${texts}.couldNotLoad`)} className="mt-3" />
      )}
      {notices.data?.length === 0 && <EmptyState className="mt-3" title={t(`messages:${texts}.none`)} />}
      <ul className="mt-3 grid gap-2">
        {notices.data?.map((n) => (
          <li key={n.id}>
            <NoticeItem notice={n} read={read.has(n.id)} onRead={onRead} />
          </li>
        ))}
      </ul>
    </div>
  );
}
