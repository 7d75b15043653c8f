import { useTranslation } from 'react-i18next';
import { formatDate, formatRange, formatTime } from '@/lib/format';
import { useMaintenanceNotice } from '../api/get-maintenance-notice';

/** A notice before a maintenance break, from the Staff API, at the end of the landing; nothing when none is planned. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const notice = useMaintenanceNotice();
  if (!notice?.message || !notice.startsAt || !notice.endsAt) return null;
  const start = new Date(notice.startsAt);
  const end = new Date(notice.endsAt);
  return (
    <aside aria-label={t('landing.maintenance')} className="border-y border-accent-400 bg-accent-100 py-3 text-sm text-slate-900">
      <p className="mx-auto max-w-6xl px-4">
        <strong className="font-semibold">{t('landing.maintenance')}: </strong>
        {notice.message}{' '}
        <span className="whitespace-nowrap">
          ({formatDate(start)} {formatRange(formatTime(start), formatTime(end))})
        </span>
      </p>
    </aside>
  );
}
