import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClass, Notice, TextField } from '@/lib/ui/account-form';

export interface RowField {
  key: string;
  label: string;
  type: 'text' | 'date' | 'number' | 'checkbox';
  required?: boolean;
}

export interface RowFormProps {
  /** The button that opens the form, e.g. "Add work history". */
  openLabel: string;
  fields: RowField[];
  schema: z.ZodType;
  onSave: (input: Record<string, unknown>) => Promise<void>;
}

/** Turns what was typed into the schema's input: empty → absent, numbers as numbers. */
export function rowInput(fields: RowField[], values: Record<string, string | boolean>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (f.type === 'checkbox') out[f.key] = v === true;
    else if (typeof v === 'string' && v.trim() !== '') out[f.key] = f.type === 'number' ? Number(v) : v;
  }
  return out;
}

/**
 * Adds one row to a talent's list (work history, education): opens on demand, checks the row
 * with its domain schema, says why a field is wrong, and keeps what was typed when saving fails.
 */
export function RowForm({ openLabel, fields, schema, onSave }: RowFormProps) {
  const { t } = useTranslation(['talent', 'validation']);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  if (!open) {
    return (
      <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => setOpen(true)}>
        {openLabel}
      </button>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = rowInput(fields, values);
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setState('saving');
    try {
      await onSave(input);
      setValues({});
      setState('idle');
      setOpen(false);
    } catch (error) {
      console.warn('vuoro: adding the row failed', error);
      setState('failed');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {openLabel}
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {fields.map((f) =>
          f.type === 'checkbox' ? (
            <label key={f.key} className="inline-flex items-center gap-2 self-end pb-2">
              <input
                type="checkbox"
                checked={values[f.key] === true}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked }))}
                className="size-4 accent-brand-700"
              />
              {f.label}
            </label>
          ) : (
            <TextField
              key={f.key}
              label={f.label}
              type={f.type}
              required={f.required}
              inputMode={f.type === 'number' ? 'numeric' : undefined}
              value={typeof values[f.key] === 'string' ? (values[f.key] as string) : ''}
              onValue={(value) => setValues((v) => ({ ...v, [f.key]: value }))}
              error={errors[f.key]}
            />
          ),
        )}
      </div>
      {state === 'failed' && <Notice tone="error">{t('talent:saveFailed')}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={state === 'saving'}>
          {t('talent:addRow')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => setOpen(false)} disabled={state === 'saving'}>
          {t('talent:cancel')}
        </button>
      </div>
    </form>
  );
}
