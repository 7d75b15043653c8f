import { useTranslation } from 'react-i18next';
import { MessagesNav } from '@/lib/ui/messages-nav';
import { useStaffAlerts } from '@/lib/staff-alerts';

/** The messages area's tabs with the unread counts of the menu's one GetTopAlerts read. */
export function MessagesTabs() {
  const { t } = useTranslation('messages');
  const alerts = useStaffAlerts();
  const badge = (count: number, key: 'messages' | 'notices' | 'news') => ({
    count,
    label: t(`messages:tabBadge.${key}`, { count }),
  });
  return (
    <MessagesNav
      badges={{
        notifications: badge(alerts.unreadMessages, 'messages'),
        notices: badge(alerts.unreadNotices, 'notices'),
        staffnews: badge(alerts.unreadNews, 'news'),
      }}
    />
  );
}
