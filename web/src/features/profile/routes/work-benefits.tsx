import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { Link } from 'wouter';
import { PageHeader } from '@/lib/ui';

/** The benefits the page lists, in order; each has a title and a body under `manual:helpPages.workBenefits.<id>`. */
export const WORK_BENEFITS = ['healthCare', 'insurance', 'holidayPay', 'pension'] as const;

/** `/work-benefits` (staff): what working through the agency gives an employee, in the user's language. */
export default function WorkBenefitsRoute() {
  const { t } = useTranslation(['manual', 'common']);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <PageHeader title={t('common:screens.workBenefits')} description={t('manual:helpPages.workBenefits.intro')} />
      <ul className="space-y-4">
        {WORK_BENEFITS.map((benefit) => (
          <li key={benefit} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="text-lg font-bold">{t(`manual:helpPages.workBenefits.${benefit}.title`)}</h2>
            <p className="mt-1 text-slate-800">{t(`manual:helpPages.workBenefits.${benefit}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-slate-800">
        {t('manual:helpPages.workBenefits.questions')}{' '}
        <Link href={`${routes.faq.href()}#contact-us`} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('manual:helpPages.workBenefits.contact')}
        </Link>
      </p>
    </div>
  );
}
