import { useTranslation } from 'react-i18next';
import { formatDayText, formatDays } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { DefinitionList } from '@/lib/ui/definition-list';
import { Notice } from '@/lib/ui/notice';
import { useAnnualLeave } from '../api/get-annual-leave';
import { useHolidayLink } from '../api/get-holiday-link';
import { DocumentsPage } from './documents-page';

/**
 * `/profile/holidays`: this holiday year's annual leave (accrued, used, left), the year and the day
 * its leave is usable from; the holiday management part only when leave has accrued (the
 * GetHolidayManagementLink answer says so).
 */
export function Holidays() {
  const { t, i18n } = useTranslation(['documents', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const leave = useAnnualLeave();
  const link = useHolidayLink();
  const balance = leave.data;
  return (
    <DocumentsPage screen="profileHolidays" intro={t('documents:holidays.intro')} load={leave}>
      {balance && (
        <div className="mt-4 grid gap-4">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <DefinitionList
              items={[
                {
                  term: t('documents:holidays.year'),
                  value: t('documents:holidays.yearValue', {
                    from: formatDayText(balance.holidayYear.start),
                    to: formatDayText(balance.holidayYear.end),
                  }),
                },
                { term: t('documents:holidays.accrued'), value: formatDays(balance.accruedDays, language) },
                { term: t('documents:holidays.used'), value: formatDays(balance.usedDays, language) },
                { term: t('documents:holidays.left'), value: formatDays(balance.leftDays, language) },
                { term: t('documents:holidays.usableFrom'), value: formatDayText(balance.holidayYear.usableFrom) },
              ]}
            />
          </div>
          {!balance.set && <Notice tone="info">{t('documents:holidays.notSet')}</Notice>}
          {link.data?.url ? (
            <section aria-labelledby="holiday-management" className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="holiday-management" className="text-lg font-bold">
                {t('documents:holidays.manageTitle')}
              </h2>
              <p className="mt-1 text-slate-700">
                {t('documents:holidays.manageBody', { date: formatDayText(balance.holidayYear.usableFrom) })}
              </p>
            </section>
          ) : (
            link.data && <p className="text-slate-700">{t('documents:holidays.noManage')}</p>
          )}
        </div>
      )}
    </DocumentsPage>
  );
}
