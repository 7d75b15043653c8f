import { useTranslation } from 'react-i18next';
import type { NoticeView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { staffAlertsChanged } from '@/lib/staff-alerts';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { markNoticeRead } from '../api/mark-notice-read';
import { noticeTexts } from '../notice-texts';
import { ReadItem } from './read-item';

export interface NoticeItemProps {
  notice: NoticeView;
  /** Read in this visit (the list keeps its order until it is read again). */
  read: boolean;
  onRead: (id: string) => void;
}

/**
 * One update notice or news item in the user's language, the Finnish text (marked `lang="fi"`,
 * "In Finnish only") where the agency gave no translation. Opening an unread one marks it read
 * for this employee (MarkAsRead of its kind) and has the menu's counts read again.
 */
export function NoticeItem({ notice, read, onRead }: NoticeItemProps) {
  const { t, i18n } = useTranslation('messages');
  const texts = noticeTexts(notice, i18n.language);
  const mark = useEndpointAction(markNoticeRead, {
    failure: () => (notice.kind === 'update' ? 'messages:notices.markFailed' : 'messages:news.markFailed'),
    onSuccess: (result) => {
      onRead(result.id);
      staffAlertsChanged();
    },
  });
  return (
    <ReadItem
      unread={!notice.read && !read}
      title={texts.title}
      titleLang={texts.titleLang}
      meta={<p>{t('messages:notices.published', { date: formatDateTimeInAgencyZone(new Date(notice.publishedAt)) })}</p>}
      body={texts.body}
      bodyLang={texts.bodyLang}
      note={texts.bodyLang && t('messages:onlyInFinnish')}
      onFirstOpen={() => void mark.run({ kind: notice.kind, id: notice.id })}
      failure={mark.notice?.tone === 'error' ? mark.notice.text : null}
    />
  );
}
