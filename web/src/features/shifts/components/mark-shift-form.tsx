import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '@/lib/language';
import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  formatAgencyDate,
  TEXT_LIMITS,
  validationMessages,
  type CreateShiftDataResponse,
  type ReportedShiftBody,
} from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { FormField, type ControlProps } from '@/lib/ui/field';
import {
  checkMarkShift,
  endsNextMorning,
  isLateMarkShift,
  MARK_SHIFT_FIELDS,
  markShiftSaveFailure,
  placeLabel,
  type MarkShiftErrors,
  type MarkShiftField,
  type MarkShiftValues,
} from '../model';
import { Button } from '@/lib/ui/button';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { titleChoices } from '@/lib/work-data-names';
import { useReportingPeriods } from '../api/get-pay-schedule';

export interface MarkShiftFormProps {
  choices: CreateShiftDataResponse;
  initial: MarkShiftValues;
  /** Saves the checked body; a rejection is shown on the form, with everything typed kept. */
  onSave: (body: ReportedShiftBody) => Promise<void>;
}

const FILL_ALL: string = validationMessages.fillAllRequiredFields;
const REQUIRED: ReadonlySet<MarkShiftField> = new Set(['date', 'start', 'end', 'lunchBreak', 'placeOfWork', 'professionTitle']);

/**
 * MarkShift: the day (Helsinki), start and end (an end not after the start is the next morning,
 * said under the end), lunch break, place of work (with its customer) and profession title from
 * the employee's own choices, and notes. Checked with the route's own schema before sending:
 * missing fields give one 'Fill all required fields' and are each marked invalid, the first
 * focused. The late-report warning shows as soon as the day is past its pay period's cut-off.
 */
export function MarkShiftForm({ choices, initial, onSave }: MarkShiftFormProps) {
  const { t, i18n } = useTranslation(['shifts', 'validation', 'errors']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const prefix = useId();
  const idOf = (field: MarkShiftField) => `${prefix}-${field}`;
  const summaryId = `${prefix}-summary`;
  const [values, setValues] = useState<MarkShiftValues>(initial);
  const [errors, setErrors] = useState<MarkShiftErrors>({});
  const [failure, setFailure] = useState<{
    message: string;
    values?: Record<string, string> | undefined;
    reason: string | null;
  } | null>(null);
  // The form keeps what was typed on a failure; the failure marks the fields or says why above them.
  const save = useEndpointAction(onSave, {
    failure: () => null,
    onFailure: (error) => {
      const { errors: found, message, reason, values: said } = markShiftSaveFailure(error, language);
      show(found, message, reason, said);
    },
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  // "Now" of the open form: today is the latest day offered, and the warning is judged against it.
  const [openedAt] = useState(() => new Date());
  const reportingPeriods = useReportingPeriods();
  const today = agencyDay(openedAt);

  // A field changed loses its mark; 'Fill all required fields' goes with the last missing one.
  const set = (field: MarkShiftField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _changed, ...rest }) => rest);
    setFailure(null);
  };

  function show(
    found: MarkShiftErrors,
    message: string | null,
    reason: string | null = null,
    values: Record<string, string> | undefined = undefined,
  ) {
    setErrors(found);
    setFailure(message ? { message, values, reason } : null);
    const first = MARK_SHIFT_FIELDS.find((f) => found[f]);
    // After React has rendered the messages, so the field's description is there when it is announced.
    requestAnimationFrame(() => (first ? document.getElementById(idOf(first)) : summaryRef.current)?.focus());
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkMarkShift(values, new Date());
    if (!checked.ok) {
      show(checked.errors, null);
      return;
    }
    setErrors({});
    setFailure(null);
    await save.run(checked.body);
  }

  const missing = MARK_SHIFT_FIELDS.some((f) => errors[f] === FILL_ALL);
  const late = isLateMarkShift(values, openedAt, reportingPeriods);
  const nextMorning = endsNextMorning(values);
  const nextDay = agencyDayStart(values.date);

  const field = (
    name: MarkShiftField,
    control: (props: ControlProps) => ReactNode,
    options: { hint?: string | undefined; after?: ReactNode; describedBy?: string | undefined } = {},
  ) => {
    const error = errors[name];
    // A missing field is marked and tied to the one 'Fill all required fields' above the form.
    const own = error && error !== FILL_ALL ? t(error) : undefined;
    return (
      <div>
        <FormField
          id={idOf(name)}
          label={t(`shifts:mark.field.${name}`)}
          hint={options.hint}
          required={REQUIRED.has(name)}
          requiredText={t('shifts:mark.required')}
          error={own}
        >
          {(props) =>
            control({
              ...props,
              'aria-invalid': error ? true : undefined,
              'aria-describedby':
                [props['aria-describedby'], error === FILL_ALL ? summaryId : '', options.describedBy ?? '']
                  .filter(Boolean)
                  .join(' ') || undefined,
            })
          }
        </FormField>
        {options.after}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5" aria-describedby={`${prefix}-required`}>
      <p id={`${prefix}-required`} className="text-sm text-slate-700">
        {t('shifts:mark.requiredNote')}
      </p>
      <div ref={summaryRef} id={summaryId} tabIndex={-1} className="space-y-3 outline-none">
        {missing && <Notice tone="error">{t('validation:fillAllRequiredFields')}</Notice>}
        {failure && (
          <Notice tone="error">
            {t(failure.message, failure.values)}
            {failure.reason && `: ${t(failure.reason)}`}
          </Notice>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'date',
          (props) => (
            <input {...props} type="date" max={today} value={values.date} onChange={(e) => set('date')(e.target.value)} />
          ),
          { describedBy: late ? `${prefix}-late` : undefined },
        )}
        <div className="sm:col-span-2" aria-live="polite">
          {late && (
            <p id={`${prefix}-late`} className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
              {t('validation:lateShiftReport')}
            </p>
          )}
        </div>
        {field('start', (props) => (
          <input {...props} type="time" value={values.start} onChange={(e) => set('start')(e.target.value)} />
        ))}
        {field(
          'end',
          (props) => (
            <input {...props} type="time" value={values.end} onChange={(e) => set('end')(e.target.value)} />
          ),
          {
            describedBy: `${prefix}-next-morning`,
            after: (
              <p id={`${prefix}-next-morning`} aria-live="polite" className="mt-1 text-sm text-slate-700">
                {nextMorning &&
                  (nextDay
                    ? t('shifts:mark.nextMorningOn', { date: formatAgencyDate(addAgencyDays(nextDay, 1)) })
                    : t('shifts:mark.nextMorning'))}
              </p>
            ),
          },
        )}
        {field(
          'lunchBreak',
          (props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={480}
              step={1}
              value={values.lunchBreak}
              onChange={(e) => set('lunchBreak')(e.target.value)}
            />
          ),
          { hint: t('shifts:mark.lunchBreakHint') },
        )}
      </div>
      {field('placeOfWork', (props) => (
        <select {...props} value={values.placeOfWork} onChange={(e) => set('placeOfWork')(e.target.value)}>
          <option value="">{t('shifts:mark.choosePlace')}</option>
          {choices.placesOfWork.map((p) => (
            <option key={p.id} value={p.id}>
              {placeLabel(p)}
            </option>
          ))}
        </select>
      ))}
      {field('professionTitle', (props) => (
        <select {...props} value={values.professionTitle} onChange={(e) => set('professionTitle')(e.target.value)}>
          <option value="">{t('shifts:mark.chooseTitle')}</option>
          {titleChoices(choices.professionTitles, language).map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      ))}
      {field(
        'notes',
        (props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={TEXT_LIMITS.medium}
            value={values.notes}
            onChange={(e) => set('notes')(e.target.value)}
          />
        ),
        { hint: t('shifts:mark.notesHint') },
      )}
      <Button type="submit" className="w-full sm:w-auto" busy={save.busy}>
        {save.busy ? t('shifts:mark.saving') : t('shifts:mark.save')}
      </Button>
    </form>
  );
}
