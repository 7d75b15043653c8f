import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentRequestBody } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { FormField } from '@/lib/ui/field';
import type { SendResult } from '../api/send-assignment-request';

/** A send the function refused ('too many requests') or that failed: said above the form, nothing typed lost. */
class NotSent extends Error {
  constructor(readonly outcome: 'tooMany' | 'failed') {
    super(outcome);
  }
}
import {
  COMMON_LANGUAGES,
  emptyRequestForm,
  FIELD_ORDER,
  REQUIRED_FIELDS,
  toBody,
  toErrors,
  type CommonLanguage,
  type RequestErrors,
  type RequestField,
  type RequestForm,
} from '../model';
import { Button } from '@/lib/ui/button';

export interface AssignmentRequestFormProps {
  /** Sends the body (already valid by the domain schema); the form stays as typed whatever the outcome. */
  onSend: (body: unknown) => Promise<SendResult>;
  onSent: (id: string) => void;
  /** Values to start from (a new request after a sent one starts blank). */
  initial?: RequestForm;
}

/**
 * The employer's assignment request (spec section 3, "Public assignment"): every field labelled,
 * required ones marked; checked in the browser with the same domain schema the `forms` function
 * uses. Errors show next to each field and in a summary above the form, and the first field with
 * an error gets the focus. Nothing typed is lost on an error, a refused send ('too many
 * requests') or a failed one. The honeypot (`website`) is hidden from people and assistive
 * technology, out of the tab order and never autofilled.
 */
export function AssignmentRequestForm({ onSend, onSent, initial }: AssignmentRequestFormProps) {
  const { t } = useTranslation(['publicAssignment', 'common', 'validation', 'errors']);
  const prefix = useId();
  const idOf = (field: RequestField) => `${prefix}-${field}`;
  const [form, setForm] = useState<RequestForm>(() => initial ?? emptyRequestForm());
  const [errors, setErrors] = useState<RequestErrors>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const send = useEndpointAction(
    async (body: unknown) => {
      const result = await onSend(body);
      if (result.status === 'tooMany' || result.status === 'failed') throw new NotSent(result.status);
      return result;
    },
    {
      failure: (error) =>
        error instanceof NotSent && error.outcome === 'tooMany' ? 'publicAssignment:tooMany' : 'publicAssignment:sendFailed',
      onFailure: () => requestAnimationFrame(() => summaryRef.current?.focus()),
      onSuccess: (result) => {
        if (result.status === 'sent') onSent(result.id);
        else showErrors(toErrors(result.issues));
      },
    },
  );

  const set =
    <K extends keyof RequestForm>(key: K) =>
    (value: RequestForm[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      send.reset();
    };

  function showErrors(found: RequestErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      // After React has rendered the messages, so the field's description is there when it is announced.
      requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (send.busy) return;
    send.reset();
    const body = toBody(form);
    const checked = assignmentRequestBody.safeParse(body);
    if (!checked.success) {
      showErrors(toErrors(checked.error.issues));
      return;
    }
    setErrors({});
    await send.run(body);
  }

  const label = (field: RequestField) => t(`publicAssignment:field.${field}`);
  const errorList = FIELD_ORDER.filter((f) => errors[f]);

  const field = (name: Exclude<RequestField, 'languages'>, options: FieldOptions = {}) => (
    <FormField
      id={idOf(name)}
      label={label(name)}
      hint={options.hint ? t(`publicAssignment:hint.${name}`) : undefined}
      required={REQUIRED_FIELDS.has(name)}
      requiredText={t('publicAssignment:required')}
      error={errors[name] && t(errors[name])}
    >
      {(props) =>
        options.multiline ? (
          <textarea {...props} rows={4} value={form[name]} onChange={(e) => set(name)(e.target.value)} />
        ) : (
          <input
            {...props}
            type={options.type ?? 'text'}
            value={form[name]}
            onChange={(e) => set(name)(e.target.value)}
            {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
            {...(options.type === 'number' ? { min: 1, max: 1000, step: 1, inputMode: 'numeric' as const } : {})}
          />
        )
      }
    </FormField>
  );

  const toggleLanguage = (language: CommonLanguage, on: boolean) =>
    set('languages')(on ? [...form.languages, language] : form.languages.filter((l) => l !== language));

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={`${prefix}-required`}>
      <p id={`${prefix}-required`} className="text-sm text-slate-700">
        {t('publicAssignment:requiredNote')}
      </p>
      <div ref={summaryRef} tabIndex={-1} className="space-y-3 outline-none">
        {errorList.length > 0 && (
          <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t('publicAssignment:errorSummary', { count: errorList.length })}</p>
            <ul className="mt-1 list-disc pl-5">
              {errorList.map((f) => (
                <li key={f}>
                  <a href={`#${idOf(f)}`} className="underline underline-offset-2">
                    {label(f)}: {t(errors[f]!)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {send.notice && <Notice tone={send.notice.tone}>{send.notice.text}</Notice>}
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">{t('publicAssignment:section.job')}</legend>
        {field('company', { autoComplete: 'organization' })}
        {field('jobTitle')}
        {field('description', { multiline: true, hint: true })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('city', { autoComplete: 'address-level2' })}
          {field('positions', { type: 'number' })}
        </div>
        {field('continuity', { hint: true })}
        {field('workingTime', { hint: true })}
        {field('salaryEstimate', { hint: true })}
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{label('languages')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2" id={idOf('languages')} tabIndex={-1}>
            {COMMON_LANGUAGES.map((language) => (
              <label key={language} className="inline-flex items-center gap-2 text-base text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={form.languages.includes(language)}
                  onChange={(e) => toggleLanguage(language, e.target.checked)}
                />
                {t(`publicAssignment:language.${language}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {field('otherLanguages', { hint: true })}
        {field('requiredSkills', { multiline: true })}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">{t('publicAssignment:section.contact')}</legend>
        {field('contactName', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('phone', { type: 'tel', autoComplete: 'tel', hint: true })}
      </fieldset>

      {/* The honeypot: people never see or reach it; a bot that fills it is answered as if sent. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${prefix}-website`}>{t('publicAssignment:honeypot')}</label>
        <input
          id={`${prefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={(e) => set('website')(e.target.value)}
        />
      </div>

      <Button type="submit" className="w-full sm:w-auto" busy={send.busy}>
        {send.busy ? t('publicAssignment:sending') : t('publicAssignment:send')}
      </Button>
    </form>
  );
}

interface FieldOptions {
  multiline?: boolean;
  type?: 'text' | 'number' | 'email' | 'tel';
  autoComplete?: string;
  hint?: boolean;
}
