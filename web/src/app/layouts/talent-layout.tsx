import type { ReactNode } from 'react';
import { routes } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { AppShell, type NavItem } from './app-shell';

/** The recruiter's menu (admin, my); the permission table still hides what a role may not open. */
const recruiterNav: NavItem[] = [
  { id: 'talents', href: routes.talents.href() },
  { id: 'assignments', href: routes.assignments.href() },
  { id: 'deskShifts', href: routes.deskShifts.href() },
  { id: 'findTalents', href: routes.findTalents.href() },
  { id: 'vacancies', href: routes.vacancies.href() },
];

/** The recruiter's rarely used screens, under "More": the header row stays one line at 1280 px in every language. */
const recruiterMoreNav: NavItem[] = [
  { id: 'catalogs', href: routes.catalogs.href() },
  { id: 'claimsScreen', href: routes.claimsScreen.href() },
  { id: 'restoreUser', href: routes.restoreUser.href() },
];

/** A talent's own menu; the sick-leave entry shows only to employed talents (permission table). */
const talentNav: NavItem[] = [
  { id: 'talentProfile', href: routes.talentProfile.href() },
  { id: 'sickLeave', href: routes.sickLeave.href() },
  { id: 'account', href: routes.account.href() },
];

/** Talent and recruiter side. */
export function TalentLayout({ children }: { children: ReactNode }) {
  const { roles } = useSession();
  const recruiter = roles.admin || roles.my;
  // A recruiter's header is as wide as the talent list and the assignments, so they share its left edge.
  return (
    <AppShell nav={recruiter ? recruiterNav : talentNav} moreNav={recruiter ? recruiterMoreNav : []} wide={recruiter} signOut>
      {children}
    </AppShell>
  );
}
