import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_KINDS } from '@vuoro/domain';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useDeskNotices } from '../api/get-desk-notices';
import { DeskNav } from './desk-nav';
import { DeskNoticeList } from './desk-notice-list';
import { NoticeForm } from './notice-form';

/** `/desk/notices`: publish an update notice or a news item, and see how many have read each. */
export function DeskNotices() {
  const { t } = useTranslation(['desk', 'common', 'errors']);
  const headingId = useId();
  const list = useDeskNotices();
  const notices = list.data?.notices ?? [];
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskNotices')} description={t('desk:notices.intro')} />
      <NoticeForm onPublished={list.retry} />
      <p className="mt-6 text-slate-700" aria-live="polite">
        {list.status === 'loading' && !list.data ? t('desk:notices.loading') : ''}
      </p>
      {list.status === 'error' && (
        <LoadFailed error={list.error} retry={list.retry} message={t('desk:notices.loadFailed')} className="mt-3" />
      )}
      {list.data &&
        NOTICE_KINDS.map((kind) => <DeskNoticeList key={kind} kind={kind} notices={notices.filter((n) => n.kind === kind)} />)}
    </section>
  );
}
