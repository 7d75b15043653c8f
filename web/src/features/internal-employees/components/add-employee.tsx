import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { PageHeader } from '@/lib/ui/page-header';
import { emptyEmployeeForm } from '../model';
import { useChoiceData } from './choices';
import { EmployeeEditor } from './employee-editor';
import { LoadFailures } from './load-failures';

/** `/customer/add-internal-employee` (team leads): a new internal employee of one of the team lead's customers, invited by default. */
export function AddEmployee() {
  const { t, i18n } = useTranslation(['customer', 'common']);
  const id = useId();
  const { data, failures } = useChoiceData();
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as SupportedLanguage)
    : 'fi';
  const firstCustomer = data?.organizations.customers[0]?.id;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        titleId={`${id}-title`}
        title={t('common:screens.customerAddInternalEmployee')}
        description={t('customer:internalEmployees.addIntro')}
        back={{ href: routes.customerInternalEmployees.href(), label: t('customer:internalEmployees.backToList') }}
      />
      <LoadFailures failures={failures} />
      {!data && failures.length === 0 && (
        <p role="status" className="mt-4 text-slate-700">
          {t('customer:internalEmployees.loading')}
        </p>
      )}
      {data && firstCustomer && (
        <EmployeeEditor
          initial={emptyEmployeeForm(firstCustomer, language)}
          choices={data}
          mode={{ kind: 'create' }}
          onSaved={() => {}}
        />
      )}
    </section>
  );
}
