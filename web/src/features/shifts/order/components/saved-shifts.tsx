import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDayStart, formatAgencyDate, routes, type CustomerShiftView } from '@vuoro/domain';
import { formatAgencyTimeRange, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { Button, ButtonLink } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface SavedShiftsProps {
  /** The shifts as the route answered them. */
  shifts: readonly CustomerShiftView[];
  /** Said under 'Saved successfully' (e.g. that the agency approves them). */
  note?: ReactNode;
  /** The form again, empty. */
  onAnother: () => void;
  anotherLabel: string;
}

/** After an order or a report: 'Saved successfully', every shift made, and the way on (the list, or another). */
export function SavedShifts({ shifts, note, onAnother, anotherLabel }: SavedShiftsProps) {
  const { t, i18n } = useTranslation(['shiftOrder', 'shifts', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { titleName } = useWorkDataNames();
  const statusRef = useRef<HTMLDivElement>(null);
  // The form is gone: the focus moves to the outcome, so keyboard and screen-reader users start there.
  useEffect(() => statusRef.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4">
      <div ref={statusRef} tabIndex={-1} className="space-y-3 outline-none">
        <Notice tone="success">{t('shifts:mark.saved')}</Notice>
        {note}
      </div>
      <ul className="space-y-2" aria-label={t('shiftOrder:savedShifts', { count: shifts.length })}>
        {shifts.map((shift) => (
          <li key={shift.id} className="rounded-xl border border-slate-300 bg-white p-4">
            <p className="font-semibold">{shift.placeOfWork.name}</p>
            <p className="text-slate-800">
              {formatAgencyDate(agencyDayStart(shift.day) ?? new Date(shift.start))} ·{' '}
              <span className="tabular-nums">{formatAgencyTimeRange(shift.start, shift.end)}</span>
            </p>
            <p className="text-slate-700">
              {titleName(shift.professionTitle)} · {t('shifts:hours')} {formatHours(shift.hours, language)} ·{' '}
              {t(`labels:customerShiftState.${shift.state}`)}
              {shift.worker && ` · ${shift.worker.name}`}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={routes.customerShifts.href()}>{t('shiftOrder:toList')}</ButtonLink>
        <Button variant="secondary" onClick={onAnother}>
          {anotherLabel}
        </Button>
      </div>
    </div>
  );
}
