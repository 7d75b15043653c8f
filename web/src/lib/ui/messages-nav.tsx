import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { useStaffAlerts } from '@/lib/staff-alerts';
import { SubNav, type SubNavItem } from './sub-nav';

/**
 * What the agency tells the employee, one tab each: messages, notices, staff news, training
 * materials, my files; the first three with their unread counts from the menu's one GetTopAlerts
 * read, on every screen of the area alike.
 */
export function MessagesNav() {
  const { t } = useTranslation(['common', 'messages']);
  const alerts = useStaffAlerts();
  const badge = (count: number, key: 'messages' | 'notices' | 'news') => ({
    count,
    label: t(`messages:tabBadge.${key}`, { count }),
  });
  const items: readonly SubNavItem[] = [
    { id: 'notifications', href: routes.notifications.href(), badge: badge(alerts.unreadMessages, 'messages') },
    { id: 'notices', href: routes.notices.href(), badge: badge(alerts.unreadNotices, 'notices') },
    { id: 'staffnews', href: routes.staffnews.href(), badge: badge(alerts.unreadNews, 'news') },
    { id: 'trainingMaterials', href: routes.trainingMaterials.href() },
    { id: 'myFiles', href: routes.myFiles.href() },
  ];
  return <SubNav label={t('common:nav.messagesArea')} items={items} />;
}
