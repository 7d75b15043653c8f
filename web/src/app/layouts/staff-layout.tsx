import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRoute, routes } from '@vuoro/domain';
import type { WaitingAnswers } from '@/features/shifts/api/get-waiting-answers';
import { agencyYearMonth } from '@/lib/agency-month';
import { useSession } from '@/lib/session';
import { AppShell, type NavItem } from './app-shell';

/** Loaded only once an employee is signed in, so the first bundle stays small. */
const WaitingAnswersProbe = lazy(() => import('@/features/shifts/components/waiting-answers-probe'));
const NOTHING_WAITS: WaitingAnswers = { changes: 0, offers: 0 };

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
 * Employee self-service. "Shifts" counts the time changes waiting for the employee's answer and
 * "Open shifts" the suggestions to them, as the customer's menu counts its waiting acceptances.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shifts');
  const { roles, secondFactor, user } = useSession();
  const allowed = user !== null && decideRoute('shiftsUpcoming', roles, secondFactor) === 'allow';
  const [read, setRead] = useState<WaitingAnswers>(NOTHING_WAITS);
  const waiting = allowed ? read : NOTHING_WAITS;
  const badges: Partial<Record<NavItem['id'], NavItem['badge']>> = {
    shiftsUpcoming: { count: waiting.changes, label: t('shifts:menuBadge.changes', { count: waiting.changes }) },
    openShifts: { count: waiting.offers, label: t('shifts:menuBadge.offers', { count: waiting.offers }) },
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
          <WaitingAnswersProbe onChange={setRead} />
        </Suspense>
      )}
    </>
  );
}
