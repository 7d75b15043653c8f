import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type RouteId } from '@vuoro/domain';
import { PageHeader } from '@/lib/ui';

/**
 * The profile area's sections in the spec's order (personal info, annual leave and holidays, pools,
 * notifications, contracts, salary slips and work time periods, work hours, certificate, identity
 * card, work benefits), each a card with one line on what it holds.
 */
export const PROFILE_SECTIONS = [
  { id: 'profileMyInfo', href: routes.profileMyInfo.href() },
  { id: 'profileHolidays', href: routes.profileHolidays.href() },
  { id: 'pools', href: routes.pools.href() },
  { id: 'settings', href: routes.settings.href() },
  { id: 'profileContracts', href: routes.profileContracts.href() },
  { id: 'profileSalary', href: routes.profileSalary.href() },
  { id: 'shiftsDone', href: routes.shiftsDone.href() },
  { id: 'profileCertificate', href: routes.profileCertificate.href() },
  { id: 'profileIdentityCard', href: routes.profileIdentityCard.href() },
  { id: 'workBenefits', href: routes.workBenefits.href() },
] as const satisfies readonly { id: RouteId; href: string }[];

/** `/profile` (staff): the employee's own area, one card per section. */
export default function ProfileRoute() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={t('common:screens.profile')} description={t('account:profileHub.intro')} />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              href={section.href}
              className="block h-full rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="block text-lg font-bold text-brand-800">{t(`common:screens.${section.id}`)}</span>
              <span className="mt-1 block text-slate-700">{t(`account:profileHub.${section.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
