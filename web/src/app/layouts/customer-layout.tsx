import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRoute, routes } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { AppShell, type NavItem } from './app-shell';
import { lazyChunk } from '@/lib/load-chunk';

/** Loaded only once a user who may see the shifts is signed in, so the first bundle stays small. */
const UnapprovedCountProbe = lazyChunk(() => import('@/features/shifts/customer/components/unapproved-count-probe'));

const nav: NavItem[] = [
  { id: 'customerShifts', href: routes.customerShifts.href() },
  { id: 'shiftsOrder', href: routes.shiftsOrder.href() },
  { id: 'customerPools', href: routes.customerPools.href() },
  { id: 'customerPrints', href: routes.customerPrints.href() },
  { id: 'customerRecruitOrder', href: routes.customerRecruitOrder.href() },
  { id: 'customerInternalEmployees', href: routes.customerInternalEmployees.href() },
  { id: 'customerMyInfo', href: routes.customerMyInfo.href() },
];

/** In the footer (and at the end of the phone menu), so a team lead's header row stays one line at 1280 px. */
const footerNav: NavItem[] = [{ id: 'customerContactUs', href: routes.customerContactUs.href() }];

/**
 * Customer users (team leads also see their internal employees). The shifts item shows how many
 * worked shifts wait for acceptance, once the user may open the list.
 */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('customerShifts');
  const { roles, secondFactor, user } = useSession();
  const allowed = user !== null && decideRoute('customerShifts', roles, secondFactor) === 'allow';
  const [waiting, setWaiting] = useState(0);
  const count = allowed ? waiting : 0;
  const items = nav.map((item) =>
    item.id === 'customerShifts' && count > 0
      ? { ...item, badge: { count, label: t('customerShifts:menuBadge', { count }) } }
      : item,
  );
  return (
    <>
      <AppShell nav={items} footerNav={footerNav} signOut>
        {children}
      </AppShell>
      {allowed && (
        <Suspense fallback={null}>
          <UnapprovedCountProbe onCount={setWaiting} />
        </Suspense>
      )}
    </>
  );
}
