import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/lib/ui/account-form';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';

export interface RowField {
  key: string;
  label: string;
  type: 'text' | 'date' | 'number' | 'checkbox' | 'select' | 'textarea' | 'email' | 'tel';
  required?: boolean;
  /** For 'select': the choices, value and label. */
  options?: { value: string; label: string }[];
}

export interface RowFormProps {
  /** The button that opens the form, e.g. "Add work history". */
  openLabel: string;
  fields: RowField[];
  schema: z.ZodType;
  onSave: (input: Record<string, unknown>) => Promise<void>;
  /** Editing an existing row: its current values; the form starts open and Cancel calls `onClose`. */
  initial?: Record<string, string | boolean>;
  /** The form's heading when it differs from `openLabel` (e.g. "Edit: Cook · Hotel"). */
  title?: string;
  onClose?: () => void;
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
 * Adds or edits one row of a talent's list (work history, education, reference, texts in
 * another language): opens on demand (an edit starts open), checks the row with its domain
 * schema, says why a field is wrong, and keeps what was typed when saving fails.
 */
export function RowForm({ openLabel, fields, schema, onSave, initial, title, onClose }: RowFormProps) {
  const { t } = useTranslation(['talent', 'validation']);
  const titleId = useId();
  const fieldId = useId();
  const [open, setOpenState] = useState(initial !== undefined);
  const [values, setValues] = useState<Record<string, string | boolean>>(() => initial ?? {});
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClose?.();
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A failed save keeps what was typed and says so; a saved row closes the form.
  const save = useEndpointAction(onSave, {
    failure: (error) => {
      console.warn('vuoro: adding the row failed', error);
      return 'talent:saveFailed';
    },
    onSuccess: () => {
      setValues(initial ?? {});
      setOpen(false);
    },
  });

  if (!open) {
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
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
    await save.run(input);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {title ?? openLabel}
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
          ) : f.type === 'select' || f.type === 'textarea' ? (
            <div key={f.key} className={f.type === 'textarea' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={`${fieldId}-${f.key}`} className="block text-sm font-semibold text-slate-800">
                {f.label}
              </label>
              {f.type === 'select' ? (
                <select
                  id={`${fieldId}-${f.key}`}
                  value={typeof values[f.key] === 'string' ? (values[f.key] as string) : ''}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={errors[f.key] ? `${fieldId}-${f.key}-error` : undefined}
                  className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
                >
                  <option value="">{t('talent:notGiven')}</option>
                  {(f.options ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <textarea
                  id={`${fieldId}-${f.key}`}
                  rows={3}
                  value={typeof values[f.key] === 'string' ? (values[f.key] as string) : ''}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={errors[f.key] ? `${fieldId}-${f.key}-error` : undefined}
                  className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
                />
              )}
              {errors[f.key] && (
                <p id={`${fieldId}-${f.key}-error`} className="mt-1 text-sm font-semibold text-red-800">
                  {t(errors[f.key]!)}
                </p>
              )}
            </div>
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
      {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.busy}>
          {initial ? t('talent:saveRow') : t('talent:addRow')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={save.busy}>
          {t('talent:cancel')}
        </Button>
      </div>
    </form>
  );
}
