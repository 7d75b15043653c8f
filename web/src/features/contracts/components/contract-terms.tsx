import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeContractView } from '@vuoro/domain';
import { DefinitionList } from '@/lib/ui/definition-list';
import { formatDay, formatWage, formatWeeklyHours } from '../model';
import { useScreenLanguage } from '../use-screen-language';

/** A contract's terms: employer, first and last day (or until further notice), hourly wage, weekly hours. */
export function ContractTerms({ terms }: { terms: EmployeeContractView['terms'] }) {
  const { t } = useTranslation('contracts');
  const language = useScreenLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('contracts:terms.title')}
      </h2>
      <DefinitionList
        layout="wide"
        className="mt-2"
        items={[
          { term: t('contracts:terms.employer'), value: terms.employer },
          { term: t('contracts:terms.start'), value: formatDay(terms.startDate) },
          {
            term: t('contracts:terms.end'),
            value: terms.endDate ? formatDay(terms.endDate) : t('contracts:terms.untilFurtherNotice'),
          },
          { term: t('contracts:terms.hourlyWage'), value: formatWage(terms.hourlyWage, language) },
          { term: t('contracts:terms.weeklyHours'), value: formatWeeklyHours(terms.weeklyHours, language) },
        ]}
      />
    </section>
  );
}
