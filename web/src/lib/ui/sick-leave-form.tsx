import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sickLeaveCertificateDue, type SickLeave, type TalentSickLeave } from '@vuoro/domain';
import { formatDate, formatRange } from '@/lib/format';
import { checkSickLeave, SICK_LEAVE_FIELDS, utcDay, type SickLeaveField, type SickLeaveValues } from '@/lib/sick-leave';
import { buttonClass } from './button';
import { Notice } from './notice';
import { FormField } from './field';

/**
 * The sick-leave notice form (customer, name, phone, email, missed shift, start, end), used by
 * the employed talent's /sick-leave and by a recruiter on the talent detail. Checked with the
 * domain schema: each bad field shows its message beside it and the first takes the focus;
 * nothing typed is lost, neither on a bad field nor on a failed send ('Failed to save').
 * Its texts are in the `talent-self` namespace (`sickLeaveForm.*`).
 */
export interface SickLeaveFormProps {
  initial: SickLeaveValues;
  onSend: (input: SickLeave) => Promise<unknown>;
  /** Called after a successful send with what was sent. */
  onSent: (input: SickLeave) => void;
  /** Label of the submit button. */
  submitLabel: string;
}

export function SickLeaveForm({ initial, onSend, onSent, submitLabel }: SickLeaveFormProps) {
  const { t } = useTranslation(['talent-self', 'validation', 'account']);
  const prefix = useId();
  const idOf = (field: SickLeaveField) => `${prefix}-${field}`;
  const [values, setValues] = useState<SickLeaveValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<SickLeaveField, string>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const set = (field: SickLeaveField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (state === 'sending') return;
    const checked = checkSickLeave(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = SICK_LEAVE_FIELDS.find((f) => checked.errors[f]);
      if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await onSend(checked.data);
      setState('idle');
      setValues({ ...initial });
      onSent(checked.data);
    } catch (error) {
      console.warn('vuoro: filing a sick leave failed', error);
      setState('failed');
    }
  }

  const field = (name: SickLeaveField, options: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <FormField
      id={idOf(name)}
      label={t(`talent-self:sickLeaveForm.${name}`)}
      required={options.required ?? false}
      requiredText={t('talent-self:required')}
      hint={
        name === 'phone'
          ? t('talent-self:phoneHint')
          : name === 'missedShift'
            ? t('talent-self:sickLeaveForm.missedShiftHint')
            : undefined
      }
      error={errors[name] ? t(errors[name]) : undefined}
    >
      {(control) =>
        name === 'missedShift' ? (
          <textarea {...control} rows={2} value={values[name]} onChange={(e) => set(name, e.target.value)} />
        ) : (
          <input
            {...control}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete ?? 'off'}
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
          />
        )
      }
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('customer', { required: true, autoComplete: 'organization' })}
        {field('name', { required: true, autoComplete: 'name' })}
        {field('phone', { type: 'tel', required: true, autoComplete: 'tel' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('start', { type: 'date', required: true })}
        {field('end', { type: 'date', required: true })}
      </div>
      {field('missedShift')}
      {state === 'failed' && <Notice tone="error">{t('account:saveFailed')}</Notice>}
      <button type="submit" className={buttonClass.primary} disabled={state === 'sending'}>
        {state === 'sending' ? t('talent-self:sending') : submitLabel}
      </button>
    </form>
  );
}

/** The certificate reminder: it must reach payroll within 3 days, by the due date of this notice. */
export function certificateDueDate(start: Date): string {
  return formatDate(utcDay(sickLeaveCertificateDue(start)));
}

export interface SickLeaveListProps {
  leaves: TalentSickLeave[];
  empty: string;
}

/** Sick-leave notices, newest first: period, customer, missed shift, who and how to reach them. */
export function SickLeaveList({ leaves, empty }: SickLeaveListProps) {
  const { t } = useTranslation(['talent-self']);
  if (leaves.length === 0) return <p className="text-slate-700">{empty}</p>;
  const sorted = [...leaves].sort((a, b) => b.start.getTime() - a.start.getTime());
  return (
    <ul className="space-y-3">
      {sorted.map((l) => (
        <li key={l.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="font-semibold text-slate-900">
            {formatRange(formatDate(utcDay(l.start)), formatDate(utcDay(l.end)))} · {l.customer}
          </p>
          {l.missedShift && (
            <p className="text-sm text-slate-700">
              {t('talent-self:sickLeaveForm.missedShift')}: {l.missedShift}
            </p>
          )}
          <p className="text-sm text-slate-700">
            {l.name} · <span className="whitespace-nowrap">{l.phone}</span>
            {l.email ? ` · ${l.email}` : ''}
          </p>
          <p className="text-sm text-slate-700">
            {t('talent-self:sickLeave.certificateDueOn', { date: certificateDueDate(l.start) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
