import { useTranslation } from 'react-i18next';
import { SICK_LEAVE_CERTIFICATE_DAYS } from '@vuoro/domain';

/** The two things an employee must know when falling ill (spec section 9). */
export function SickLeaveReminder() {
  const { t } = useTranslation(['talent-self']);
  return (
    <aside
      aria-labelledby="sick-leave-reminder"
      className="rounded-xl border-l-4 border-accent-400 bg-accent-100 p-4 text-slate-900"
    >
      <h2 id="sick-leave-reminder" className="font-bold">
        {t('talent-self:sickLeave.reminderTitle')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('talent-self:sickLeave.certificate', { count: SICK_LEAVE_CERTIFICATE_DAYS })}</li>
        <li>{t('talent-self:sickLeave.phoneHours')}</li>
      </ul>
    </aside>
  );
}
