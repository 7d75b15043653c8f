import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS, WORK_TIME_TYPES, type UpdateCustomerShiftBody } from '@vuoro/domain';
import { isApiError } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import {
  checkEdit,
  EDIT_FIELDS,
  EDITABLE,
  editErrors,
  timeChanged,
  toEditValues,
  type CustomerShiftEdit,
  type EditErrors,
  type EditField,
  type EditValues,
} from '../edit-model';
import { saveFailure, someErrors } from '../model';
import { focusFirstError, useFieldRender } from './form-field';
import { TimeFields } from './time-fields';

export interface EditFormProps {
  edit: CustomerShiftEdit;
  kind: 'all' | 'time';
  /** Sends the checked body; a rejection is shown on the form, everything typed kept. */
  onSave: (body: UpdateCustomerShiftBody) => Promise<void>;
  /** Loads the shift again (after someone else changed it meanwhile). */
  onReload: () => void;
}

const CHANGED_MEANWHILE = 'validation:shiftChangedMeanwhile';

/**
 * The shift's values as Shift/Edit gave them, those the edit kind allows changeable: all of an
 * unfilled order; of a filled one the time (sent to the employee to confirm, said before saving),
 * the contact person and the info. Sent with the version it was loaded with: a shift changed
 * meanwhile says so, keeps what was typed and offers to load it again.
 */
export function EditForm({ edit, kind, onSave, onReload }: EditFormProps) {
  const { t } = useTranslation(['shiftOrder', 'validation', 'labels', 'shifts']);
  const prefix = useId();
  const idOf = (field: EditField) => `${prefix}-${field}`;
  const [loaded] = useState(() => toEditValues(edit.form));
  const [values, setValues] = useState<EditValues>(loaded);
  const [errors, setErrors] = useState<EditErrors>({});
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const editable = EDITABLE[kind];
  const save = useEndpointAction(onSave, {
    failure: () => null,
    onFailure: (error) => {
      const stale = isApiError(error, 409, CHANGED_MEANWHILE);
      const { errors: found, message } = saveFailure(error, (issues) => someErrors(editErrors(issues)), 'shifts:mark.saveFailed');
      show(found ?? {}, message ? { message, stale } : null);
    },
  });

  function show(found: EditErrors, said: { message: string; stale: boolean } | null) {
    setErrors(found);
    setFailure(said);
    focusFirstError(EDIT_FIELDS, (f) => !!found[f], idOf, summaryRef.current);
  }
  const set = (field: EditField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _changed, ...rest }) => rest);
    setFailure(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkEdit(values, edit.shift.id, edit.form.updatedAt);
    if (!checked.ok) {
      show(checked.errors, null);
      return;
    }
    setErrors({});
    setFailure(null);
    await save.run(checked.body);
  }

  const fixed = new Set(EDIT_FIELDS.filter((f) => !editable.has(f)));
  const field = useFieldRender({ idOf, errors, fixed });
  const toEmployee = kind === 'time' && timeChanged(values, loaded);

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      {kind === 'time' && <Notice tone="info">{t('shiftOrder:edit.timeKind')}</Notice>}
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {failure && (
          <Notice tone="error">
            <p>{t(failure.message)}</p>
            {failure.stale && (
              <Button variant="secondary" className="mt-2" onClick={onReload}>
                {t('shiftOrder:edit.reload')}
              </Button>
            )}
          </Notice>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('day', (props) => (
          <input {...props} type="date" value={values.day} onChange={(e) => set('day')(e.target.value)} />
        ))}
        <TimeFields field={field} values={values} onChange={(name, value) => set(name)(value)} />
      </div>
      <div aria-live="polite">{toEmployee && <Notice tone="warning">{t('shiftOrder:edit.toEmployee')}</Notice>}</div>
      {field('worktimeFormat', (props) =>
        editable.has('worktimeFormat') ? (
          <select {...props} value={values.worktimeFormat} onChange={(e) => set('worktimeFormat')(e.target.value)}>
            <option value="">{t('shiftOrder:noWorktimeFormat')}</option>
            {WORK_TIME_TYPES.map((format) => (
              <option key={format} value={format}>
                {t(`labels:workTimeType.${format}`)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...props}
            value={
              values.worktimeFormat
                ? t(`labels:workTimeType.${values.worktimeFormat}`, values.worktimeFormat)
                : t('shiftOrder:noWorktimeFormat')
            }
          />
        ),
      )}
      {field('contactPerson', (props) => (
        <input
          {...props}
          maxLength={TEXT_LIMITS.short}
          value={values.contactPerson}
          onChange={(e) => set('contactPerson')(e.target.value)}
        />
      ))}
      {field('infoToEmployee', (props) => (
        <textarea
          {...props}
          rows={3}
          maxLength={TEXT_LIMITS.medium}
          value={values.infoToEmployee}
          onChange={(e) => set('infoToEmployee')(e.target.value)}
        />
      ))}
      <Button type="submit" className="w-full sm:w-auto" busy={save.busy}>
        {save.busy ? t('shifts:mark.saving') : t(toEmployee ? 'shiftOrder:edit.saveAndSend' : 'shiftOrder:edit.save')}
      </Button>
    </form>
  );
}
