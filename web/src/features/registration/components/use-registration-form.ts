import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { REGISTRATION_STEPS, routes, stepOfField, type TalentRegistrationForm } from '@vuoro/domain';
import type { RowListChange } from '@/lib/ui/row-list-editor';
import type { RegistrationFiles, RegistrationResult } from '../api/register-talent';
import {
  clearDraft,
  draftLanguage,
  loadDraft,
  saveDraft,
  stepErrors,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationValues,
} from '../model';

export type Outcome =
  { kind: 'emailInUse' } | { kind: 'failed'; step: 'account' | 'profile' | 'files' | null; message: string } | null;

export type RowKey = 'languages' | 'educations' | 'workHistory' | 'references';

export interface UseRegistrationFormOptions {
  onRegister: (form: TalentRegistrationForm, files: RegistrationFiles, honeypot: string) => Promise<RegistrationResult>;
  onRegistered: (uid: string) => void;
}

/** The step shown: `?step=1…5` (the browser's Back moves between steps); anything else is the first. */
export function stepIndexOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('step'));
  return Number.isInteger(n) && n >= 1 && n <= REGISTRATION_STEPS.length ? n - 1 : 0;
}

/**
 * The registration form's state and its submit, shared by its sections: the values, the errors by
 * field path (each edit clears the errors of what it changed), ids per field path, the outcome of
 * the last try. Row errors are by index, so a changed row list clears that block's errors.
 * In steps (issue 27 item 7): the step is in the URL (`?step=`), Next checks only the step's
 * fields, Back keeps everything, a step change moves the focus to the step's heading, and what
 * was typed is kept for the tab (sessionStorage, never the password nor the files) until sent.
 */
export function useRegistrationForm({ onRegister, onRegistered }: UseRegistrationFormOptions) {
  const { t, i18n } = useTranslation(['registration', 'labels', 'validation', 'errors', 'account']);
  const prefix = useId();
  const [values, setValues] = useState<RegistrationValues>(() => loadDraft());
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [, navigate] = useLocation();
  const stepIndex = stepIndexOf(useSearch());
  const step = REGISTRATION_STEPS[stepIndex]!;
  const isLast = stepIndex === REGISTRATION_STEPS.length - 1;
  /** After a failed check the step's first invalid field takes the focus, not the heading. */
  const focusInvalid = useRef(false);
  const shownStep = useRef(stepIndex);

  // A reload goes on in the language the form was being filled in (read before the first save).
  const [keptLanguage] = useState(draftLanguage);
  useEffect(() => {
    if (keptLanguage && keptLanguage !== i18n.language) void i18n.changeLanguage(keptLanguage);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on opening
  useEffect(() => saveDraft(values, i18n.language), [values, i18n.language]);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    if (focusInvalid.current) {
      focusInvalid.current = false;
      focusFirstInvalid();
    } else {
      headingRef.current?.focus();
    }
  }, [stepIndex]);

  const goTo = (index: number) => navigate(`${routes.register.href()}?step=${index + 1}`);
  function focusFirstInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }
  /** Next: the step's own fields checked with the registration's messages; the next step only when they pass. */
  function next() {
    const checked = validateRegistration(values, i18n.language);
    const mine = checked.ok ? {} : stepErrors(checked.errors, step);
    setErrors(mine);
    if (Object.keys(mine).length > 0) {
      focusFirstInvalid();
      return;
    }
    goTo(stepIndex + 1);
  }
  function back() {
    setErrors({});
    goTo(stepIndex - 1);
  }

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
    if (!isLast) {
      next();
      return;
    }
    setOutcome(null);
    // The whole form once more: a step reached by its address may have skipped another's checks.
    const checked = validateRegistration(values, i18n.language);
    if (!checked.ok) {
      const first = REGISTRATION_STEPS.findIndex((s) => Object.keys(checked.errors).some((path) => stepOfField(path) === s));
      setErrors(stepErrors(checked.errors, REGISTRATION_STEPS[first]!));
      if (first === stepIndex) focusFirstInvalid();
      else {
        focusInvalid.current = true;
        goTo(first);
      }
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
      clearDraft();
      onRegistered(result.uid);
      return;
    }
    if (result.status === 'failed' && result.field) {
      setErrors({ [result.field]: result.message });
      const at = REGISTRATION_STEPS.indexOf(stepOfField(result.field));
      if (at !== stepIndex) {
        // The field is on another step (a refused email or password: the first): show it there.
        focusInvalid.current = true;
        goTo(at);
      }
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
    step,
    stepIndex,
    isLast,
    back,
  };
  // The refs go apart from the state the sections read while rendering.
  return { form, formRef, outcomeRef, headingRef };
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationForm>['form'];
