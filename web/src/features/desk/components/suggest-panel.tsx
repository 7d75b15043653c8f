import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftSuggestionTarget } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { Field } from '@/lib/ui/field';
import { suggestShift } from '../api/suggest-shift';
import { deskActionError, shiftName } from '../model';
import type { DeskPanelProps } from './panel';
import { DeskConfirm, PanelActions } from './desk-confirm';
import { EmployeeChoice, SuitableEmployees, type SuitableEmployee } from './suitable-employees';

/** The desk's suggestion targets: chosen suitable employees, every suitable one, or a pool of the customer's by its id. */
const TARGETS = ['selectedEmployees', 'allSuitable', 'pool'] as const;
type Target = (typeof TARGETS)[number];

/**
 * Suggesting an unfilled shift: to employees chosen from the suitable ones, to all suitable, or
 * to the customer's pool (its suitable members); the first to book fills it. Asked once more,
 * naming whom it goes to; the answer says how many it reached.
 */
export function SuggestPanel(props: DeskPanelProps) {
  return (
    <SuitableEmployees shiftId={props.shift.id} empty={<SuggestChoice employees={[]} {...props} />}>
      {(employees) => <SuggestChoice employees={employees} {...props} />}
    </SuitableEmployees>
  );
}

function SuggestChoice({ employees, shift, onSaved, onCancel }: DeskPanelProps & { employees: SuitableEmployee[] }) {
  const { t } = useTranslation(['desk', 'validation', 'errors']);
  const poolFieldId = useId();
  const [target, setTarget] = useState<Target>(employees.length > 0 ? 'selectedEmployees' : 'pool');
  const [selected, setSelected] = useState<string[]>([]);
  const [poolId, setPoolId] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const { asking, ask, stepBack, questionRef, askerRef } = useAskOnce<'suggest'>();
  const save = useEndpointAction(suggestShift, {
    failure: deskActionError,
    onSuccess: (result) => onSaved(t('desk:saved.suggest', { shift: shiftName(shift), count: result.suggestedTo })),
  });
  const body = (): ShiftSuggestionTarget =>
    target === 'selectedEmployees'
      ? { target, employeeIds: selected }
      : target === 'pool'
        ? { target, poolId: poolId.trim() }
        : { target };
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const proceed = () => {
    if (target === 'selectedEmployees' && selected.length === 0) setMissing('validation:suggestionEmployeesMissing');
    else if (target === 'pool' && !poolId.trim()) setMissing('validation:suggestionPoolMissing');
    else {
      setMissing(null);
      ask('suggest');
    }
  };
  const question =
    target === 'selectedEmployees'
      ? t('desk:confirm.suggestSelected', { count: selected.length })
      : target === 'pool'
        ? t('desk:confirm.suggestPool')
        : t('desk:confirm.suggestAll', { count: employees.length });
  const locked = asking !== null;
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="font-semibold">{t('desk:suggestTo')}</legend>
        <div className="mt-2 grid gap-1">
          {TARGETS.filter((one) => employees.length > 0 || one === 'pool').map((one) => (
            <label key={one} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="suggest-target"
                value={one}
                checked={target === one}
                disabled={locked}
                onChange={() => {
                  setTarget(one);
                  setMissing(null);
                }}
                className="size-5"
              />
              {t(`desk:target.${one}`, { count: employees.length })}
            </label>
          ))}
        </div>
      </fieldset>
      {employees.length === 0 && <p className="text-slate-700">{t('desk:noneSuitable')}</p>}
      {target === 'selectedEmployees' && (
        <EmployeeChoice
          employees={employees}
          kind="checkbox"
          chosen={selected}
          onToggle={(id) => {
            toggle(id);
            setMissing(null);
          }}
          disabled={locked}
          error={missing ? t(missing) : undefined}
        />
      )}
      {target === 'pool' && (
        <Field
          id={poolFieldId}
          label={t('desk:poolId')}
          hint={t('desk:poolIdHint')}
          required
          error={missing ? t(missing) : undefined}
        >
          {(control) => <input {...control} value={poolId} disabled={locked} onChange={(e) => setPoolId(e.target.value)} />}
        </Field>
      )}
      {asking ? (
        <DeskConfirm
          question={question}
          questionRef={questionRef}
          yes={t('desk:yes.suggest')}
          save={save}
          onConfirm={() => void save.run({ shiftId: shift.id, target: body() })}
          onBack={stepBack}
        />
      ) : (
        <PanelActions onCancel={onCancel}>
          <Button ref={askerRef('suggest')} onClick={proceed}>
            {t('desk:action.suggest')}
          </Button>
        </PanelActions>
      )}
    </div>
  );
}
