import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isCancelledByCustomer, type EmployeeShiftView, type SupportedLanguage } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { shiftTimes } from '../model';
import { relativeDay } from '../relative-day';
import { PlaceContact } from './place-contact';
import { ShiftBadges } from './shift-badges';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface NextShiftProps {
  /** The upcoming shifts by start, as the route answers them. */
  shifts: readonly EmployeeShiftView[];
  now: Date;
  language: SupportedLanguage;
  /** The shift's details on the screen the card is on. */
  detailsHref: (shiftId: string) => string;
}

/** The shift the employee works next: the first one still on (one the customer cancelled is not). */
export const nextShiftOf = (shifts: readonly EmployeeShiftView[]): EmployeeShiftView | null =>
  shifts.find((shift) => !isCancelledByCustomer(shift)) ?? null;

/**
 * On top of the employee's home: when ("Tomorrow 7.00–15.00"), where (the street address as a map
 * link, the place's phone) and as what the next shift is, with what waits for an answer on it.
 * Nothing when no shift is coming.
 */
export function NextShift({ shifts, now, language, detailsHref }: NextShiftProps) {
  const { t } = useTranslation('shifts');
  const { titleName } = useWorkDataNames();
  const titleId = useId();
  const shift = nextShiftOf(shifts);
  if (!shift) return null;
  const near = relativeDay(shift.day, now);
  const date = formatDayHeading(shift.day, language);
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-xl border-2 border-brand-800 bg-brand-50 p-4">
      <h2 id={titleId} className="text-sm font-bold uppercase tracking-wide text-brand-800">
        {t('shifts:nextShift.title')}
      </h2>
      <p className="mt-1 text-xl font-bold text-slate-900">
        {near ? t(`shifts:day.${near}`) : date} <span className="whitespace-nowrap tabular-nums">{shiftTimes(shift).time}</span>
      </p>
      {near && <p className="text-slate-700">{date}</p>}
      <p className="mt-2 text-lg">
        <Link
          href={detailsHref(shift.id)}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {shift.placeOfWork.name}
        </Link>
        <span className="text-slate-800">, {titleName(shift.professionTitle)}</span>
      </p>
      <PlaceContact place={shift.placeOfWork} />
      <ShiftBadges shift={shift} className="mt-2" />
    </section>
  );
}
