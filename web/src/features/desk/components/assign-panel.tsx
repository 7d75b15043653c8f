import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { assignEmployee } from '../api/assign-employee';
import { deskActionError, shiftName } from '../model';
import type { DeskPanelProps } from './panel';
import { PoolMark, SuitableEmployees, type SuitableEmployee } from './suitable-employees';

/**
 * Filling a shift by naming its employee: the suitable ones (the customer's rule) to pick one
 * from, then asked once more. The server checks their time again in its transaction, so an
 * employee booked meanwhile answers `employeeNotSuitable` and the choice stays for another pick.
 */
export function AssignPanel(props: DeskPanelProps) {
  return (
    <SuitableEmployees shiftId={props.shift.id}>
      {(employees) => <AssignChoice employees={employees} {...props} />}
    </SuitableEmployees>
  );
}

function AssignChoice({ employees, shift, onSaved, onCancel }: DeskPanelProps & { employees: SuitableEmployee[] }) {
  const { t } = useTranslation(['desk', 'validation', 'errors']);
  const missingId = useId();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const { asking, ask, stepBack, questionRef, askerRef } = useAskOnce<'assign'>();
  const save = useEndpointAction(assignEmployee, {
    failure: deskActionError,
    onSuccess: (_, input) =>
      onSaved(
        t('desk:saved.assign', { shift: shiftName(shift), name: employees.find((e) => e.id === input.employeeId)?.name ?? '' }),
      ),
  });
  const name = employees.find((e) => e.id === chosen)?.name ?? '';
  const back = () => {
    if (save.busy) return;
    save.reset();
    stepBack();
  };
  return (
    <div className="grid gap-4">
      <fieldset aria-describedby={missing ? missingId : undefined}>
        <legend className="font-semibold">{t('desk:suitable')}</legend>
        <ul className="mt-2 grid gap-1">
          {employees.map((employee) => (
            <li key={employee.id}>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="assign-employee"
                  value={employee.id}
                  checked={chosen === employee.id}
                  disabled={asking !== null}
                  onChange={() => {
                    setChosen(employee.id);
                    setMissing(false);
                  }}
                  className="size-5"
                />
                <span>
                  {employee.name}
                  <PoolMark employee={employee} />
                </span>
              </label>
            </li>
          ))}
        </ul>
        {missing && (
          <p id={missingId} className="mt-1 text-sm font-semibold text-red-800">
            {t('desk:chooseEmployee')}
          </p>
        )}
      </fieldset>
      {asking ? (
        <ConfirmStep
          question={t('desk:confirm.assign', { name })}
          questionRef={questionRef}
          confirmLabel={save.busy ? t('desk:saving') : t('desk:yes.assign')}
          cancelLabel={t('desk:back')}
          busy={save.busy}
          onConfirm={() => void save.run({ shiftId: shift.id, employeeId: chosen })}
          onCancel={back}
        >
          {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
        </ConfirmStep>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={askerRef('assign')} onClick={() => (chosen ? ask('assign') : setMissing(true))}>
            {t('desk:action.assign')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('desk:back')}
          </Button>
        </div>
      )}
    </div>
  );
}
