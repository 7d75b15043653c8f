import type { ReactNode } from 'react';
import { routes } from '@vuoro/domain';
import { AppShell, type NavItem } from './app-shell';

const nav: NavItem[] = [
  { id: 'customerShifts', href: routes.customerShifts.href() },
  { id: 'shiftsOrder', href: routes.shiftsOrder.href() },
  { id: 'customerPools', href: routes.customerPools.href() },
  { id: 'customerPrints', href: routes.customerPrints.href() },
  { id: 'customerInternalEmployees', href: routes.customerInternalEmployees.href() },
  { id: 'customerMyInfo', href: routes.customerMyInfo.href() },
];

/** Customer users (team leads also see their internal employees). */
export function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell nav={nav} signOut>
      {children}
    </AppShell>
  );
}
