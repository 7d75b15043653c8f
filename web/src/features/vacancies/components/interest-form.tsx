import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, WORK_TIME_TYPES, type JobInterestForm } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import {
  checkInterest,
  emptyInterest,
  INTEREST_FIELDS,
  type FieldErrors,
  type InterestField,
  type InterestValues,
} from '../model';
import { FormField } from '@/lib/ui/field';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { interestSendFailure } from '../api/send-job-interest';
import { Button } from '@/lib/ui/button';

export interface InterestFormProps {
  vacancyName: string;
  /** The vacancy's company: stored as the interest's employer (the person does not type it). */
  employer: string | null | undefined;
  /** The checked form and the honeypot (`website`, empty unless a bot filled it). */
  onSend: (input: JobInterestForm & { website: string }) => Promise<unknown>;
}

/**
 * "I'm interested" (spec section 3, job interest record): name, phone (+358 to start with),
 * email, yes or no, and optionally the terms the person would work on. Checked with the domain
 * schema: each bad field shows its message beside it, the first takes the focus, and nothing
 * typed is lost — neither on a bad field nor on a failed send. After a send the form says so.
 * The honeypot (`website`) is hidden from people and assistive technology; the `forms` function
 * answers a bot that fills it as if sent and stores nothing.
 */
export function InterestForm({ vacancyName, employer, onSend }: InterestFormProps) {
  const { t } = useTranslation(['vacancies', 'labels', 'validation']);
  const prefix = useId();
  const idOf = (field: InterestField) => `${prefix}-${field}`;
  const [values, setValues] = useState<InterestValues>(emptyInterest);
  const [errors, setErrors] = useState<FieldErrors<InterestField>>({});
  const [sent, setSent] = useState(false);
  // Too many sends from this address (429), the vacancy closed (404), or anything else; the form keeps what was typed.
  const send = useEndpointAction(onSend, {
    failure: (error) => {
      console.warn('vuoro: sending a job interest failed', error);
      return `vacancies:interest.${interestSendFailure(error)}`;
    },
    onSuccess: () => {
      setSent(true);
      requestAnimationFrame(() => sentRef.current?.focus());
    },
  });
  const [honeypot, setHoneypot] = useState('');
  const sentRef = useRef<HTMLParagraphElement>(null);

  const set =
    <K extends InterestField>(key: K) =>
    (value: InterestValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (send.busy) return;
    const checked = checkInterest(values, employer);
    if (!checked.ok) {
      setErrors(checked.errors);
      send.reset();
      const first = INTEREST_FIELDS.find((f) => checked.errors[f]);
      if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return;
    }
    setErrors({});
    await send.run({ ...checked.data, website: honeypot });
  }

  if (sent) {
    return (
      <p
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg border-l-4 border-green-700 bg-green-50 p-3 text-sm text-green-900 outline-none"
      >
        {t('vacancies:interest.sent', { name: vacancyName })}
      </p>
    );
  }

  const text = (field: 'name' | 'phone' | 'email' | 'weeklyHours' | 'collectiveAgreement', options: TextOptions = {}) => (
    <FormField
      id={idOf(field)}
      label={t(`vacancies:interest.field.${field}`)}
      hint={options.hint ? t(`vacancies:interest.hint.${field}`) : undefined}
      required={options.required ?? false}
      requiredText={t('vacancies:required')}
      error={errors[field] && t(errors[field])}
    >
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
        />
      )}
    </FormField>
  );

  const interestedError = errors.interested;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('vacancies:interest.formLabel', { name: vacancyName })}
    >
      <p className="text-sm text-slate-700">{t('vacancies:interest.intro')}</p>
      {text('name', { required: true, autoComplete: 'name' })}
      {text('phone', { required: true, type: 'tel', autoComplete: 'tel', hint: true })}
      {text('email', { required: true, type: 'email', autoComplete: 'email' })}
      <fieldset aria-describedby={interestedError ? `${idOf('interested')}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {t('vacancies:interest.field.interested')}
          <span className="text-red-800">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">{t('vacancies:required')}</span>
          </span>
        </legend>
        <div className="mt-1 flex gap-6">
          {(['yes', 'no'] as const).map((answer, i) => (
            <label key={answer} className="inline-flex items-center gap-2 text-base text-slate-900">
              <input
                type="radio"
                id={i === 0 ? idOf('interested') : undefined}
                name={idOf('interested')}
                className="size-5 accent-brand-700"
                checked={values.interested === answer}
                onChange={() => set('interested')(answer)}
                aria-invalid={interestedError ? true : undefined}
              />
              {t(`vacancies:interest.${answer}`)}
            </label>
          ))}
        </div>
        {interestedError && (
          <p id={`${idOf('interested')}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {t(interestedError)}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('vacancies:interest.termsLegend')}</legend>
        <p className="text-sm text-slate-600">{t('vacancies:interest.termsIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['contractType', CONTRACT_TYPES],
              ['workTimeType', WORK_TIME_TYPES],
            ] as const
          ).map(([group, options]) => (
            <FormField
              key={group}
              id={idOf(group)}
              label={t(`vacancies:interest.field.${group}`)}
              error={errors[group] && t(errors[group])}
            >
              {(props) => (
                <select
                  {...props}
                  value={values[group]}
                  onChange={(e) => set(group)(e.target.value as InterestValues[typeof group])}
                >
                  <option value="">{t('vacancies:interest.noAnswer')}</option>
                  {options.map((value) => (
                    <option key={value} value={value}>
                      {t(`labels:${group}.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
        {text('weeklyHours', { inputMode: 'decimal', hint: true })}
        {text('collectiveAgreement', { hint: true })}
      </fieldset>

      {/* The honeypot: people never see or reach it; a bot that fills it is answered as if sent. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${prefix}-website`}>{t('vacancies:interest.honeypot')}</label>
        <input
          id={`${prefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      {send.notice && <Notice tone={send.notice.tone}>{send.notice.text}</Notice>}
      <Button type="submit" className="w-full sm:w-auto" busy={send.busy}>
        {send.busy ? t('vacancies:interest.sending') : t('vacancies:interest.send')}
      </Button>
    </form>
  );
}

interface TextOptions {
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'decimal';
  hint?: boolean;
}
