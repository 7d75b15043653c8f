import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { canCancelOwnShift, canEditReportedShift, routes, type EmployeeShiftView } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { StaffApiError } from '@/lib/staff-api';
import { buttonClass, Notice } from '@/lib/ui/account-form';
import { cancelShift } from '../api/cancel-shift';
import { shiftTimes } from '../model';

export interface MarkShiftActionsProps {
  shift: EmployeeShiftView;
  /** Called with the shift as the route answered it once cancelled. */
  onCancelled: (shift: EmployeeShiftView) => void;
}

/**
 * A shift the employee recorded themself, while the agency has not processed it: "Edit" (the
 * MarkShift form) and "Cancel shift", which asks once more naming the shift. Nothing for a
 * shift the agency gave them (domain `canEditReportedShift` / `canCancelOwnShift`).
 */
export function MarkShiftActions({ shift, onCancelled }: MarkShiftActionsProps) {
  const { t, i18n } = useTranslation(['shifts', 'validation']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'refused'>('idle');
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
  const canEdit = canEditReportedShift(shift);
  const canCancel = canCancelOwnShift(shift);
  if (!canEdit && !canCancel) return null;

  async function confirm() {
    setState('saving');
    try {
      const answer = await cancelShift(shift.id);
      setAsking(false);
      setState('idle');
      onCancelled(answer.shift);
    } catch (error) {
      // 409: the agency has taken the shift meanwhile; anything else: not saved.
      setState(error instanceof StaffApiError && error.status === 409 ? 'refused' : 'failed');
    }
  }

  if (asking) {
    return (
      <div role="group" aria-label={t('shifts:cancel.group')} className="mt-6 grid gap-3">
        <p ref={questionRef} tabIndex={-1} className="font-medium outline-none">
          {t('shifts:cancel.confirm', {
            name: shift.placeOfWork.name,
            date: `${formatDayHeading(shift.day, language)}${shift.day.slice(0, 4)}`,
            time: shiftTimes(shift).time,
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={state === 'saving'} onClick={() => void confirm()} className={buttonClass.danger}>
            {t('shifts:cancel.yes')}
          </button>
          <button
            type="button"
            disabled={state === 'saving'}
            onClick={() => {
              setAsking(false);
              setState('idle');
            }}
            className={buttonClass.secondary}
          >
            {t('shifts:cancel.back')}
          </button>
        </div>
        {(state === 'failed' || state === 'refused') && (
          <Notice tone="error">
            {t('shifts:cancel.failed')}
            {state === 'refused' && `: ${t('validation:shiftCannotBeCancelled')}`}
          </Notice>
        )}
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {canEdit && (
        <Link href={routes.shiftsEdit.href(undefined, { shiftId: shift.id })} className={buttonClass.primary}>
          {t('shifts:mark.edit')}
        </Link>
      )}
      {canCancel && (
        <button type="button" onClick={() => setAsking(true)} className={buttonClass.danger}>
          {t('shifts:cancel.button')}
        </button>
      )}
    </div>
  );
}
