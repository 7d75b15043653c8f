import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { PageHeader } from '@/lib/ui/page-header';
import { PaymentSchedule } from './payment-schedule';
import { SalarySlips } from './salary-slips';
import { WorkTimePeriods } from './work-time-periods';

/**
 * `/profile/salary`: the employee's salary slips (PDF downloads), the salary payment schedule with
 * the next payment marked, and the hours of their recent pay periods. The sums are illustrative.
 */
export function Salary() {
  const { t, i18n } = useTranslation(['pay', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        titleId={headingId}
        title={t('common:screens.profileSalary')}
        description={t('pay:intro')}
        back={{ href: routes.profile.href(), label: t('pay:backToProfile') }}
      />
      <SalarySlips language={language} />
      <PaymentSchedule />
      <WorkTimePeriods language={language} />
    </section>
  );
}
