import type { ReactNode } from 'react';
import { routes } from '@vuoro/domain';
import { agencyYearMonth } from '@/lib/format';
import { AppShell, type NavItem } from './app-shell';

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

/** Employee self-service. */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell nav={staffNav(new Date())} signOut>
      {children}
    </AppShell>
  );
}
