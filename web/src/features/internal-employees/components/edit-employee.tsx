import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type InternalEmployeeView } from '@vuoro/domain';
import { isNotFound } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useInternalEmployee } from '../api';
import { employeeFormOf } from '../model';
import { useChoiceData } from './choices';
import { EmployeeEditor } from './employee-editor';
import { LoadFailures } from './load-failures';

export interface EditEmployeeProps {
  employeeId: string;
}

/** `/customer/internal-employees/edit/:id/customerId/:customerId` (team leads): every field of one internal employee. */
export function EditEmployee({ employeeId }: EditEmployeeProps) {
  const { t } = useTranslation(['customer', 'common']);
  const id = useId();
  const view = useInternalEmployee(employeeId);
  const { data, failures } = useChoiceData();
  const [saved, setSaved] = useState<InternalEmployeeView | null>(null);
  const employee = saved ?? view.data?.employee ?? null;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        titleId={`${id}-title`}
        title={t('common:screens.customerInternalEmployeeEdit')}
        description={employee ? `${employee.firstName} ${employee.lastName}` : undefined}
        back={{ href: routes.customerInternalEmployees.href(), label: t('customer:internalEmployees.backToList') }}
      />
      {view.status === 'error' && (
        <LoadFailed
          error={view.error}
          retry={isNotFound(view.error) ? undefined : view.retry}
          message={t(
            isNotFound(view.error) ? 'customer:internalEmployees.notFound' : 'customer:internalEmployees.employeeLoadFailed',
          )}
          className="mt-4"
        />
      )}
      <LoadFailures failures={failures} />
      {view.status === 'loading' && !employee && (
        <p role="status" className="mt-4 text-slate-700">
          {t('customer:internalEmployees.loading')}
        </p>
      )}
      {view.data && employee && data && (
        <EmployeeEditor
          key={view.data.employee.id}
          initial={employeeFormOf(view.data.employee, view.data.selectedEmploymentRelationshipId)}
          choices={data}
          mode={{
            kind: 'edit',
            id: employee.id,
            version: employee.version,
            hasAccount: employee.hasAccount,
            status: employee.status,
            invitedAt: employee.invitedAt,
          }}
          onSaved={(answer) => setSaved(answer.employee)}
        />
      )}
    </section>
  );
}
