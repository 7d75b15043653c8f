import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentRegistrationForm } from '@vuoro/domain';
import type { RowListChange } from '@/lib/ui/row-list-editor';
import type { RegistrationFiles, RegistrationResult } from '../api/register-talent';
import { emptyRegistration, validateRegistration, type RegistrationErrors, type RegistrationValues } from '../model';

export type Outcome =
  { kind: 'emailInUse' } | { kind: 'failed'; step: 'account' | 'profile' | 'files' | null; message: string } | null;

export type RowKey = 'languages' | 'educations' | 'workHistory' | 'references';

export interface UseRegistrationFormOptions {
  onRegister: (form: TalentRegistrationForm, files: RegistrationFiles, honeypot: string) => Promise<RegistrationResult>;
  onRegistered: (uid: string) => void;
}

/**
 * The registration form's state and its submit, shared by its sections: the values, the errors by
 * field path (each edit clears the errors of what it changed), ids per field path, the outcome of
 * the last try. Row errors are by index, so a changed row list clears that block's errors.
 */
export function useRegistrationForm({ onRegister, onRegistered }: UseRegistrationFormOptions) {
  const { t, i18n } = useTranslation(['registration', 'labels', 'validation', 'errors', 'account']);
  const prefix = useId();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const idOf = (path: string) => `${prefix}-${path.replace(/\./g, '-')}`;
  const clear = (...paths: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !paths.some((p) => k === p || k.startsWith(`${p}.`)))));
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K], ...alsoClear: string[]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear(key, ...alsoClear);
  };
  const setRow = <K extends RowKey>(key: K, index: number, change: Partial<RegistrationValues[K][number]>) => {
    setValues((v) => ({ ...v, [key]: v[key].map((row, i) => (i === index ? { ...row, ...change } : row)) }));
    clear(
      ...Object.keys(change).map((field) => `${key}.${index}.${field}`),
      ...(key === 'references' ? [`${key}.${index}.email`] : []),
    );
  };

  /** A block's new row list: an added row leaves the errors as they are; a removal or a move shifts the indexes, so the block's errors go. */
  const setRows = <K extends RowKey>(key: K, rows: RegistrationValues[K], change: RowListChange) => {
    if (change.kind === 'add') setValues((v) => ({ ...v, [key]: rows }));
    else set(key, rows);
  };

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending) return;
    setOutcome(null);
    const checked = validateRegistration(values, i18n.language);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    let result: RegistrationResult | { status: 'failed'; step: null; message: string; field?: undefined };
    try {
      result = await onRegister(checked.form, { cv: values.cv, photo: values.photo }, values.website);
    } catch (error) {
      // The registration code could not load (offline, a new release): nothing was sent.
      console.warn('vuoro: registration could not start', error instanceof Error ? error.name : 'unknown');
      result = { status: 'failed', step: null, message: 'errors:network' };
    }
    setSending(false);
    if (result.status === 'done') {
      onRegistered(result.uid);
      return;
    }
    if (result.status === 'failed' && result.field) {
      setErrors({ [result.field]: result.message });
    }
    setOutcome(
      result.status === 'emailInUse' ? { kind: 'emailInUse' } : { kind: 'failed', step: result.step, message: result.message },
    );
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const form = {
    prefix,
    values,
    errors,
    setErrors,
    outcome,
    sending,
    idOf,
    errorOf: (path: string) => (errors[path] ? t(errors[path]) : undefined),
    requiredText: t('registration:required'),
    set,
    setRow,
    setRows,
    submit,
  };
  // The refs go apart from the state the sections read while rendering.
  return { form, formRef, outcomeRef };
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationForm>['form'];
