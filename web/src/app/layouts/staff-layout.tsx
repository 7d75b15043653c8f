import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRoute, routes } from '@vuoro/domain';
import { agencyYearMonth } from '@/lib/agency-month';
import { useSession } from '@/lib/session';
import { NO_ALERTS, unreadInMessagesArea, useStaffAlerts } from '@/lib/staff-alerts';
import { AppShell, type NavItem } from './app-shell';
import { lazyChunk } from '@/lib/load-chunk';

/** Loaded only once an employee is signed in, so the API client stays out of the layout's chunk. */
const StaffAlertsProbe = lazyChunk(() => import('@/lib/staff-alerts-probe'));

function staffNav(now: Date): NavItem[] {
  // The calendar opens on the month of Helsinki's today, whatever the phone's zone.
  const { year, month } = agencyYearMonth(now);
  return [
    { id: 'shiftsUpcoming', href: routes.shiftsUpcoming.href() },
    { id: 'openShifts', href: routes.openShifts.href({ skip: 0, take: 10 }) },
    { id: 'shiftsDone', href: routes.shiftsDone.href() },
    { id: 'calendar', href: routes.calendar.href({ year, month }) },
    { id: 'notifications', href: routes.notifications.href() },
    { id: 'profile', href: routes.profile.href() },
    { id: 'settings', href: routes.settings.href() },
  ];
}

/**
 * Employee self-service. One GetTopAlerts read (lib/staff-alerts.ts) feeds the menu: "Upcoming
 * shifts" counts the time changes waiting for the employee's answer, "Open shifts" the
 * suggestions to them, "Messages" the unread messages, notices and staff news together.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shifts', 'messages']);
  const { roles, secondFactor, user } = useSession();
  const allowed = user !== null && decideRoute('shiftsUpcoming', roles, secondFactor) === 'allow';
  const read = useStaffAlerts();
  const alerts = allowed ? read : NO_ALERTS;
  const unread = unreadInMessagesArea(alerts);
  const badges: Partial<Record<NavItem['id'], NavItem['badge']>> = {
    shiftsUpcoming: {
      count: alerts.timeChangesWaiting,
      label: t('shifts:menuBadge.changes', { count: alerts.timeChangesWaiting }),
    },
    openShifts: { count: alerts.offersWaiting, label: t('shifts:menuBadge.offers', { count: alerts.offersWaiting }) },
    notifications: { count: unread, label: t('messages:menuBadge', { count: unread }) },
  };
  const nav = staffNav(new Date()).map((item) => {
    const badge = badges[item.id];
    return badge && badge.count > 0 ? { ...item, badge } : item;
  });
  return (
    <>
      <AppShell nav={nav} signOut>
        {children}
      </AppShell>
      {allowed && (
        <Suspense fallback={null}>
          <StaffAlertsProbe />
        </Suspense>
      )}
    </>
  );
}
