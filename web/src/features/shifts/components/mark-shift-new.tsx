import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type EmployeeShiftView } from '@vuoro/domain';
import { addShifts } from '../api/add-shifts';
import { emptyMarkShift } from '../model';
import { MarkShiftForm } from './mark-shift-form';
import { MarkShiftChoices, MarkShiftPage } from './mark-shift-page';
import { MarkShiftSaved } from './mark-shift-saved';

/**
 * `/shifts/new` (MarkShift): the employee records a shift they worked (AddMultiple with one
 * shift). Saved: said with the server's late warning, then the done list or another shift.
 */
export function MarkShiftNew() {
  const { t } = useTranslation(['shifts', 'common']);
  const [saved, setSaved] = useState<{ shifts: EmployeeShiftView[]; late: boolean } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <MarkShiftPage title={t('common:screens.shiftsNew')} backHref={routes.shiftsDone.href()} backLabel={t('shifts:backToDone')}>
      <p className="mt-1 text-slate-700">{t('shifts:mark.intro')}</p>
      {saved ? (
        <MarkShiftSaved
          shifts={saved.shifts}
          late={saved.late}
          onAnother={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <MarkShiftChoices>
          {(choices) => (
            <MarkShiftForm
              key={round}
              choices={choices}
              initial={emptyMarkShift(choices)}
              onSave={async (body) => setSaved(await addShifts([body]))}
            />
          )}
        </MarkShiftChoices>
      )}
    </MarkShiftPage>
  );
}
