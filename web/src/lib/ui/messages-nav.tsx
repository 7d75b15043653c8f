import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { SubNav, type SubNavItem } from './sub-nav';

export interface MessagesNavProps {
  /** Counts per screen (unread messages, notices, news), from the menu's one GetTopAlerts read. */
  badges?: Partial<Record<SubNavItem['id'], SubNavItem['badge']>>;
}

/** What the agency tells the employee, one tab each: messages, notices, staff news, training materials, my files. */
export function MessagesNav({ badges = {} }: MessagesNavProps) {
  const { t } = useTranslation();
  const screens: readonly SubNavItem[] = [
    { id: 'notifications', href: routes.notifications.href() },
    { id: 'notices', href: routes.notices.href() },
    { id: 'staffnews', href: routes.staffnews.href() },
    { id: 'trainingMaterials', href: routes.trainingMaterials.href() },
    { id: 'myFiles', href: routes.myFiles.href() },
  ];
  const items = screens.map((item) => ({ ...item, badge: badges[item.id] }));
  return <SubNav label={t('nav.messagesArea')} items={items} />;
}
