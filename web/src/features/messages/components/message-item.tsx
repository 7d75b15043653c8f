import { useTranslation } from 'react-i18next';
import type { EmployeeMessageView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { staffAlertsChanged } from '@/lib/staff-alerts';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { openMessage } from '../api/open-message';
import { ReadItem } from './read-item';

export interface MessageItemProps {
  message: EmployeeMessageView;
  /** Opened in this visit (the list keeps its order until it is read again). */
  opened: boolean;
  onOpened: (id: string) => void;
}

/**
 * One message: "Unread" until opened, its type, who sent it, when (d.M.yyyy H.mm, Helsinki) and
 * its subject; opening it shows the text and calls the Open route, whose answer sets the menu's
 * count at once. A failed Open says so beside the text, which stays shown.
 */
export function MessageItem({ message: m, opened, onOpened }: MessageItemProps) {
  const { t } = useTranslation(['messages', 'labels']);
  const open = useEndpointAction(openMessage, {
    failure: () => 'messages:message.openFailed',
    onSuccess: (result) => {
      onOpened(result.message.id);
      staffAlertsChanged({ unreadMessages: result.unopened });
    },
  });
  return (
    <ReadItem
      unread={!m.opened && !opened}
      title={m.subject}
      meta={
        <>
          <p>
            {t(`labels:messageType.${m.type}`)} ·{' '}
            {m.senderName ? t('messages:message.from', { name: m.senderName }) : t('messages:message.fromAgency')}
          </p>
          <p>{t('messages:message.sent', { date: formatDateTimeInAgencyZone(new Date(m.sentAt)) })}</p>
        </>
      }
      body={m.body}
      onFirstOpen={() => void open.run(m.id)}
      failure={open.notice?.tone === 'error' ? open.notice.text : null}
    />
  );
}
