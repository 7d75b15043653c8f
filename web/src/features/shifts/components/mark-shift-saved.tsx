import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeShiftView } from '@vuoro/domain';
import { formatDayHeading, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { Notice } from '@/lib/ui/notice';
import { doneDaysHref, shiftTimes } from '../model';
import { Button, ButtonLink } from '@/lib/ui/button';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface MarkShiftSavedProps {
  /** The saved shifts as the route answered them. */
  shifts: EmployeeShiftView[];
  /** The server's `late`: reported after the pay period's cut-off. */
  late: boolean;
  /** Offered after a new shift: the form again, empty. */
  onAnother?: () => void;
}

/**
 * After a save: 'Saved successfully', the server's late-report warning when it answered `late`,
 * what was saved, and the way on: the done list showing the shift, or another shift to record.
 */
export function MarkShiftSaved({ shifts, late, onAnother }: MarkShiftSavedProps) {
  const { t, i18n } = useTranslation(['shifts', 'validation']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { titleName } = useWorkDataNames();
  const statusRef = useRef<HTMLDivElement>(null);
  // The form is gone: focus moves to the outcome, so keyboard and screen-reader users start there.
  useEffect(() => statusRef.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4">
      <div ref={statusRef} tabIndex={-1} className="space-y-3 outline-none">
        <Notice tone="success">{t('shifts:mark.saved')}</Notice>
        {late && (
          <Notice tone="warning" announce="alert">
            {t('validation:lateShiftReport')}
          </Notice>
        )}
      </div>
      <ul className="space-y-2">
        {shifts.map((shift) => (
          <li key={shift.id} className="rounded-xl border border-slate-300 bg-white p-4">
            <p className="font-semibold">{shift.placeOfWork.name}</p>
            <p className="text-slate-800">
              {formatDayHeading(shift.day, language)}
              {shift.day.slice(0, 4)} · <span className="tabular-nums">{shiftTimes(shift).time}</span>
            </p>
            <p className="text-slate-700">
              {titleName(shift.professionTitle)} · {t('shifts:hours')} {formatHours(shift.hours, language)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={doneDaysHref(shifts.map((s) => s.day))}>{t('shifts:mark.showInDone')}</ButtonLink>
        {onAnother && (
          <Button onClick={onAnother} variant="secondary">
            {t('shifts:mark.another')}
          </Button>
        )}
      </div>
    </div>
  );
}
