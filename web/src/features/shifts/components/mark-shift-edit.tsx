import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type EmployeeShiftView } from '@vuoro/domain';
import { isNotFound, isSignedOut } from '@/lib/api-error';
import { Notice } from '@/lib/ui/notice';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useShiftEdit } from '../api/get-shift-edit';
import { updateShift } from '../api/update-shift';
import { toMarkShiftValues } from '../model';
import { MarkShiftForm } from './mark-shift-form';
import { MarkShiftChoices, MarkShiftPage } from './mark-shift-page';
import { MarkShiftSaved } from './mark-shift-saved';

export interface MarkShiftEditProps {
  shiftId: string;
}

/**
 * `/shifts/edit?shiftId=`: a shift the employee recorded, in the MarkShift form, saved with
 * Update. 'Shift not found' for a missing shift or another's, 'Could not open shift' with a
 * retry for any other failure; a shift the agency has processed is said to be no longer
 * changeable, with no form to fill in vain.
 */
export function MarkShiftEdit({ shiftId }: MarkShiftEditProps) {
  const { t } = useTranslation(['shifts', 'common', 'errors', 'validation']);
  const edit = useShiftEdit(shiftId);
  const [saved, setSaved] = useState<{ shifts: EmployeeShiftView[]; late: boolean } | null>(null);
  const notFound = edit.status === 'error' && isNotFound(edit.error);
  const signedOut = edit.status === 'error' && isSignedOut(edit.error);
  return (
    <MarkShiftPage
      title={t('common:screens.shiftsEdit')}
      backHref={routes.shiftsDone.href(undefined, { shiftId })}
      backLabel={t('shifts:mark.backToShift')}
    >
      {saved ? (
        <MarkShiftSaved shifts={saved.shifts} late={saved.late} />
      ) : edit.status === 'error' && !edit.data ? (
        !signedOut && (
          <LoadFailed
            error={edit.error}
            message={notFound ? t('errors:shiftNotFound') : t('shifts:mark.couldNotOpen')}
            {...(!notFound && { retry: edit.retry })}
            className="mt-4"
          />
        )
      ) : edit.data && !edit.data.editable ? (
        <div className="mt-4">
          <Notice tone="info">{t('validation:shiftNotEditable')}</Notice>
        </div>
      ) : (
        <MarkShiftChoices
          pending={
            !edit.data && (
              <p className="mt-4 text-slate-700" aria-live="polite">
                {t('shifts:loadingShift')}
              </p>
            )
          }
        >
          {(choices) =>
            edit.data && (
              <MarkShiftForm
                choices={choices}
                initial={toMarkShiftValues(edit.data.form)}
                onSave={async (body) => setSaved(await updateShift(shiftId, body))}
              />
            )
          }
        </MarkShiftChoices>
      )}
    </MarkShiftPage>
  );
}
