import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type InternalEmployeeListItem } from '@vuoro/domain';
import { ButtonLink } from '@/lib/ui/button';
import { EmptyState } from '@/lib/ui/empty-state';
import { controlClass } from '@/lib/ui/field';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useWorkDataNames } from '@/lib/work-data-names';
import { useInternalEmployees } from '../api';
import { matchesName } from '../model';

/**
 * `/customer/internal-employees` (team leads): the customer's internal employees, active first and
 * passive ones marked with their reason, filtered by name as the team lead types; each opens its
 * edit screen.
 */
export function EmployeeList() {
  const { t } = useTranslation(['customer', 'common']);
  const id = useId();
  const list = useInternalEmployees();
  const [filter, setFilter] = useState('');
  const employees = list.data?.employees.filter((e) => matchesName(e, filter)) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        titleId={`${id}-title`}
        title={t('common:screens.customerInternalEmployees')}
        description={t('customer:internalEmployees.listIntro')}
        actions={<ButtonLink href={routes.customerAddInternalEmployee.href()}>{t('customer:internalEmployees.add')}</ButtonLink>}
      />
      <div className="mt-4">
        <label htmlFor={`${id}-filter`} className="block text-sm font-semibold text-slate-800">
          {t('customer:internalEmployees.filter')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className={controlClass}
          autoComplete="off"
        />
      </div>
      {list.status === 'error' && (
        <LoadFailed error={list.error} retry={list.retry} message={t('customer:internalEmployees.loadFailed')} className="mt-4" />
      )}
      {list.status === 'loading' && !list.data && (
        <p role="status" className="mt-4 text-slate-700">
          {t('customer:internalEmployees.loading')}
        </p>
      )}
      {list.data && employees.length === 0 && (
        <EmptyState
          className="mt-4"
          title={filter ? t('customer:internalEmployees.noMatches') : t('customer:internalEmployees.none')}
        />
      )}
      {employees.length > 0 && (
        <ul aria-label={t('common:screens.customerInternalEmployees')} className="mt-4 grid gap-3">
          {employees.map((e) => (
            <EmployeeRow key={e.id} employee={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EmployeeRow({ employee: e }: { employee: InternalEmployeeListItem }) {
  const { t } = useTranslation(['customer', 'labels']);
  const { titleName } = useWorkDataNames();
  const passive = e.status === 'passive';
  const href = routes.customerInternalEmployeeEdit.href({ id: e.id, customerId: e.customerId });
  return (
    <li className={`rounded-xl border p-4 ${passive ? 'border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={href} className="text-lg font-semibold text-brand-700 underline underline-offset-4">
          {e.firstName} {e.lastName}
        </Link>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${passive ? 'bg-slate-200 text-slate-800' : 'bg-green-100 text-green-900'}`}
        >
          {t(`labels:employeeStatus.${e.status}`)}
        </span>
      </div>
      {passive && e.passivationReason && (
        <p className="mt-1 text-sm text-slate-700">
          {t('customer:internalEmployees.reasonLabel')}: {e.passivationReason}
        </p>
      )}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
        <a href={`mailto:${e.email}`} className="break-all underline underline-offset-4">
          {e.email}
        </a>
        <a href={`tel:${e.phone}`} className="underline underline-offset-4">
          {e.phone}
        </a>
      </p>
      {(e.placesOfBusiness.length > 0 || e.professionTitles.length > 0) && (
        <p className="mt-1 text-sm text-slate-700">
          {[...e.placesOfBusiness.map((p) => p.name), ...e.professionTitles.map(titleName)].join(' · ')}
        </p>
      )}
    </li>
  );
}
