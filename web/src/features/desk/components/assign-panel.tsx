import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { assignEmployee } from '../api/assign-employee';
import { deskActionError, shiftName } from '../model';
import { DeskConfirm, PanelActions } from './desk-confirm';
import type { DeskPanelProps } from './panel';
import { EmployeeChoice, SuitableEmployees, type SuitableEmployee } from './suitable-employees';

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
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const { asking, ask, stepBack, questionRef, askerRef } = useAskOnce<'assign'>();
  const nameOf = (id: string) => employees.find((e) => e.id === id)?.name ?? '';
  const save = useEndpointAction(assignEmployee, {
    failure: deskActionError,
    onSuccess: (_, input) => onSaved(t('desk:saved.assign', { shift: shiftName(shift), name: nameOf(input.employeeId) })),
  });
  return (
    <div className="grid gap-4">
      <EmployeeChoice
        employees={employees}
        kind="radio"
        chosen={[chosen]}
        onToggle={(id) => {
          setChosen(id);
          setMissing(false);
        }}
        disabled={asking !== null}
        error={missing ? t('desk:chooseEmployee') : undefined}
      />
      {asking ? (
        <DeskConfirm
          question={t('desk:confirm.assign', { name: nameOf(chosen) })}
          questionRef={questionRef}
          yes={t('desk:yes.assign')}
          save={save}
          onConfirm={() => void save.run({ shiftId: shift.id, employeeId: chosen })}
          onBack={stepBack}
        />
      ) : (
        <PanelActions onCancel={onCancel}>
          <Button ref={askerRef('assign')} onClick={() => (chosen ? ask('assign') : setMissing(true))}>
            {t('desk:action.assign')}
          </Button>
        </PanelActions>
      )}
    </div>
  );
}
