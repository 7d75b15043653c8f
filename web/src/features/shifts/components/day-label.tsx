import { useTranslation } from 'react-i18next';
import { relativeDay } from '../relative-day';

export interface DayLabelProps {
  /** The Helsinki day, `yyyy-MM-dd`. */
  day: string;
  now: Date;
  className?: string;
}

/** "Today", "Tomorrow" or "Yesterday" as a tag before a day's date; nothing for other days. */
export function DayLabel({ day, now, className = '' }: DayLabelProps) {
  const { t } = useTranslation('shifts');
  const near = relativeDay(day, now);
  if (!near) return null;
  return (
    <>
      <span
        className={`mr-2 inline-block rounded-full bg-brand-800 px-2.5 py-0.5 text-sm font-bold text-white ${className}`.trim()}
      >
        {t(`shifts:day.${near}`)}
      </span>{' '}
    </>
  );
}
