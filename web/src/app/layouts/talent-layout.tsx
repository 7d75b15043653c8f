import type { ReactNode } from 'react';
import { routes } from '@vuoro/domain';
import { AppShell, type NavItem } from './app-shell';

const nav: NavItem[] = [
  { id: 'talents', href: routes.talents.href() },
  { id: 'assignments', href: routes.assignments.href() },
  { id: 'findTalents', href: routes.findTalents.href() },
  { id: 'catalogs', href: routes.catalogs.href() },
  { id: 'claimsScreen', href: routes.claimsScreen.href() },
  { id: 'restoreUser', href: routes.restoreUser.href() },
  { id: 'talentProfile', href: routes.talentProfile.href() },
  { id: 'sickLeave', href: routes.sickLeave.href() },
  { id: 'account', href: routes.account.href() },
];

/** Talent and recruiter side. */
export function TalentLayout({ children }: { children: ReactNode }) {
  return <AppShell nav={nav}>{children}</AppShell>;
}
