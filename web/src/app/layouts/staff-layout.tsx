import type { ReactNode } from 'react';
import { routes } from '@vuoro/domain';
import { AppShell, type NavItem } from './app-shell';

function staffNav(now: Date): NavItem[] {
  return [
    { id: 'shiftsUpcoming', href: routes.shiftsUpcoming.href() },
    { id: 'openShifts', href: routes.openShifts.href({ skip: 0, take: 10 }) },
    { id: 'shiftsDone', href: routes.shiftsDone.href() },
    { id: 'calendar', href: routes.calendar.href({ year: now.getFullYear(), month: now.getMonth() + 1 }) },
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
