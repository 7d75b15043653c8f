import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatAgencyDate, routes, type EmployeeContractView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useActiveContract, useEmploymentContracts } from '../api/get-contracts';
import { useScreenLanguage } from '../use-screen-language';
import { ContractBadge } from './contract-badge';

/**
 * `/profile/contracts`: the employee's contracts, those to sign first with a badge, then the
 * signed ones with their signing day; the contract in force today is marked. A title opens it.
 */
export function ContractList() {
  const { t } = useTranslation(['contracts', 'common']);
  const contracts = useEmploymentContracts();
  const active = useActiveContract();
  const list = contracts.data?.contracts ?? [];
  const activeId = active.data?.contract?.id ?? null;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        titleId={headingId}
        title={t('common:screens.profileContracts')}
        description={t('contracts:intro')}
        back={{ href: routes.profile.href(), label: t('common:screens.profile') }}
      />
      <div aria-live="polite">
        {contracts.status === 'loading' && !contracts.data && <p className="mt-4 text-slate-700">{t('contracts:loading')}</p>}
      </div>
      {contracts.status === 'error' && !isSignedOut(contracts.error) && (
        <LoadFailed error={contracts.error} retry={contracts.retry} className="mt-4" />
      )}
      {contracts.data && list.length === 0 && (
        <EmptyState title={t('contracts:empty')} className="mt-4">
          {t('contracts:emptyHint')}
        </EmptyState>
      )}
      {list.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {list.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} active={contract.id === activeId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContractCard({ contract, active }: { contract: EmployeeContractView; active: boolean }) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  const other = contract.language !== useScreenLanguage();
  const unsigned = contract.state === 'unsigned';
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 ${unsigned ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-lg font-bold break-words" lang={other ? contract.language : undefined}>
          <Link
            href={routes.profileContracts.href({ id: contract.id })}
            className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {contract.title}
          </Link>
        </h2>
        {unsigned && <ContractBadge tone="toSign">{t('contracts:toSign')}</ContractBadge>}
        {active && <ContractBadge tone="active">{t('contracts:active')}</ContractBadge>}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {contract.signedAt
          ? t('contracts:signedOn', { date: formatAgencyDate(new Date(contract.signedAt)) })
          : t('contracts:sentOn', { date: formatAgencyDate(new Date(contract.sentAt)) })}
        <span aria-hidden="true"> · </span>
        {contract.terms.employer}
      </p>
    </article>
  );
}
