import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fieldErrors, routes, type InternalEmployeeSavedResponse } from '@vuoro/domain';
import { issuesOf } from '@/lib/api-error';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { createInternalEmployee, saveInternalEmployee } from '../api';
import {
  createBodyOf,
  saveBodyOf,
  saveFailure,
  savedText,
  type CreateBody,
  type EmployeeFormErrors,
  type EmployeeFormValues,
  type SaveBody,
} from '../model';
import { choicesFor, type ChoiceData } from './choices';
import { Check, EmployeeFields } from './employee-fields';

/** A new employee, or a stored one read at `version`. */
export type EditorMode =
  | { kind: 'create' }
  | { kind: 'edit'; id: string; version: number; hasAccount: boolean; status: 'active' | 'passive'; invitedAt: string | null };

export interface EmployeeEditorProps {
  initial: EmployeeFormValues;
  choices: ChoiceData;
  mode: EditorMode;
  /** After a save: the employee as stored (an edit reads its next version from it). */
  onSaved: (answer: InternalEmployeeSavedResponse) => void;
}

const persist = (body: CreateBody | SaveBody) =>
  'id' in body ? saveInternalEmployee(body) : createInternalEmployee(body as CreateBody);

/**
 * The add and edit form of an internal employee: checked with the domain's schema before the call
 * (the server answers the same texts), 'Saved successfully' or the failure with what was typed kept.
 * Passivating asks for the reason and then asks once more before saving.
 */
export function EmployeeEditor({ initial, choices, mode, onSaved }: EmployeeEditorProps) {
  const { t, i18n } = useTranslation(['customer', 'labels', 'validation', 'common']);
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [created, setCreated] = useState<{ id: string; customerId: string } | null>(null);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'passivate'>();
  const save = useEndpointAction(persist, {
    success: (answer, body) => savedText(answer, body.invite === true),
    failure: saveFailure,
    onSuccess: (answer) => {
      answered();
      setErrors({});
      if (mode.kind === 'create') {
        setCreated({ id: answer.employee.id, customerId: answer.employee.customerId });
        setValues({ ...initial, customerId: values.customerId });
      }
      onSaved(answer);
    },
    onFailure: (error) => {
      answered();
      setErrors(fieldErrors(issuesOf(error).map((i) => ({ path: i.path.split('.'), message: i.message }))));
    },
  });

  const change = <K extends keyof EmployeeFormValues>(name: K, value: EmployeeFormValues[K]) => {
    setValues((v) => ({
      ...v,
      [name]: value,
      // Another customer: its own places, groups and relationships.
      ...(name === 'customerId' ? { placesOfBusiness: [], suggestionGroup: '', employmentRelationship: '' } : {}),
    }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
    save.reset();
  };

  const built = () => (mode.kind === 'create' ? createBodyOf(values) : saveBodyOf(values, mode.id, mode.version));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = built();
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (mode.kind === 'edit' && mode.status === 'active' && values.status === 'passive') ask('passivate');
    else void save.run(result.body);
  };
  const confirm = () => {
    const result = built();
    if ('body' in result) void save.run(result.body);
  };

  const name = `${values.firstName} ${values.lastName}`.trim();
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
      <EmployeeFields
        values={values}
        errors={errors}
        choices={choicesFor(choices, values.customerId, i18n.language)}
        creating={mode.kind === 'create'}
        onChange={change}
      />
      {mode.kind === 'edit' && (
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-bold text-slate-900">{t('customer:internalEmployees.sections.status')}</legend>
          <div role="radiogroup" aria-label={t('customer:internalEmployees.fields.status')} className="flex flex-wrap gap-4">
            {(['active', 'passive'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={s}
                  checked={values.status === s}
                  onChange={() => change('status', s)}
                  className="h-5 w-5"
                />
                {t(`labels:employeeStatus.${s}`)}
              </label>
            ))}
          </div>
          {values.status === 'passive' && (
            <Field
              id={`${id}-reason`}
              label={t('customer:internalEmployees.fields.passivationReason')}
              error={errors.passivationReason ? t(errors.passivationReason) : undefined}
              required
              requiredText={t('customer:internalEmployees.required')}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  value={values.passivationReason}
                  onChange={(e) => change('passivationReason', e.target.value)}
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
      {(mode.kind === 'create' || !mode.hasAccount) && (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <Check
            id={`${id}-invite`}
            label={t('customer:internalEmployees.fields.invite')}
            checked={values.invite}
            onChecked={(v) => change('invite', v)}
          />
          {mode.kind === 'edit' && mode.invitedAt && (
            <p className="mt-2 text-sm text-slate-700">
              {t('customer:internalEmployees.invitedAt', { date: formatDateTimeInAgencyZone(new Date(mode.invitedAt)) })}
            </p>
          )}
        </div>
      )}
      {asking ? (
        <ConfirmStep
          question={t('customer:internalEmployees.confirmPassivate', { name, reason: values.passivationReason })}
          questionRef={questionRef}
          confirmLabel={t('customer:internalEmployees.passivateYes')}
          cancelLabel={t('customer:internalEmployees.back')}
          onConfirm={confirm}
          onCancel={stepBack}
          busy={save.busy}
          tone="danger"
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={save.busy} ref={askerRef('passivate')}>
            {mode.kind === 'create' ? t('customer:internalEmployees.addSubmit') : t('customer:internalEmployees.save')}
          </Button>
        </div>
      )}
      {save.notice && (
        <Notice tone={save.notice.tone}>
          {save.notice.text}
          {save.notice.tone === 'success' && created && (
            <>
              {' '}
              <Link
                href={routes.customerInternalEmployeeEdit.href(created)}
                className="font-semibold underline underline-offset-4"
              >
                {t('customer:internalEmployees.openCreated')}
              </Link>
            </>
          )}
        </Notice>
      )}
    </form>
  );
}
