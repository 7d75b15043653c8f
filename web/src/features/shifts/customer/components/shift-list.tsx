import { useTranslation } from 'react-i18next';
import type { CustomerShiftView } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { groupCustomerShifts, type CustomerShiftsView } from '../model';
import { ShiftRow } from './shift-row';
import { useShiftWords } from './use-shift-words';

export interface ShiftListProps {
  shifts: readonly CustomerShiftView[];
  view: CustomerShiftsView;
  detailsHref: (shiftId: string) => string;
  onAccepted: (shift: CustomerShiftView) => void;
}

/** The shifts under their Helsinki day's heading, each day a list. */
export function ShiftList({ shifts, view, detailsHref, onAccepted }: ShiftListProps) {
  const { t } = useTranslation('customerShifts');
  const { language } = useShiftWords();
  return (
    <div className="grid gap-6">
      {groupCustomerShifts(shifts, view).map(({ day, shifts: ofDay }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="text-lg font-semibold">
            {formatDayHeading(day, language)}
            <span className="ml-2 text-base font-normal text-slate-700">
              {t('customerShifts:list.dayCount', { count: ofDay.length })}
            </span>
          </h2>
          <ul className="mt-2 grid gap-3">
            {ofDay.map((shift) => (
              <ShiftRow key={shift.id} shift={shift} detailsHref={detailsHref(shift.id)} onAccepted={onAccepted} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
