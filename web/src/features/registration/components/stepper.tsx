import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STEPS } from '@vuoro/domain';
import type { RegistrationFormApi } from './use-registration-form';

/**
 * Where the talent is: "Step 2/5" and the step's name as the step's heading (the focus moves to it
 * on a step change), and the five steps as a bar, named for screen readers and from 640 px on screen.
 */
export function Stepper({ form, headingRef }: { form: RegistrationFormApi; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('registration');
  const { stepIndex, step, prefix } = form;
  return (
    <div>
      <h2 id={`${prefix}-step`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        <span className="block text-sm font-semibold text-brand-800">
          {t('registration:steps.counter', { n: stepIndex + 1, total: REGISTRATION_STEPS.length })}
        </span>
        {t(`registration:steps.name.${step}`)}
      </h2>
      <ol aria-label={t('registration:steps.all')} className="mt-3 flex gap-1.5">
        {REGISTRATION_STEPS.map((s, i) => (
          <li key={s} aria-current={i === stepIndex ? 'step' : undefined} className="min-w-0 flex-1">
            <span className={`block h-1.5 rounded-full ${i <= stepIndex ? 'bg-brand-700' : 'bg-slate-300'}`} aria-hidden="true" />
            <span
              className={`mt-1 hidden truncate text-xs sm:block ${i === stepIndex ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {t(`registration:steps.name.${s}`)}
            </span>
            <span className="sr-only sm:hidden">{t(`registration:steps.name.${s}`)}</span>
            {i < stepIndex && <span className="sr-only">{` (${t('registration:steps.done')})`}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A field path in words: its row and its label (`workHistory.0.end` → "Job 1: Ended"). */
function useFieldName() {
  const { t } = useTranslation('registration');
  const ROWS: Record<string, string> = {
    languages: 'language',
    educations: 'education',
    workHistory: 'work',
    references: 'reference',
  };
  const REFERENCE_LABELS: Record<string, string> = {
    name: 'referenceName',
    company: 'referenceCompany',
    email: 'referenceEmail',
    phone: 'referencePhone',
  };
  return (path: string): string => {
    const [top = '', index, field] = path.split('.');
    if (top === 'consent') return t('registration:privacy.title');
    if (top === 'languages' && index === undefined) return t('registration:section.languages');
    const row = ROWS[top];
    if (row && index !== undefined && field) {
      const label = top === 'references' ? (REFERENCE_LABELS[field] ?? field) : field;
      return `${t(`registration:row.${row}`, { n: Number(index) + 1 })}: ${t(`registration:field.${label}`)}`;
    }
    return t(`registration:field.${top}`);
  };
}

/** The step's errors at its top, each a link to its field (the field also says it, by itself). */
export function StepErrors({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const nameOf = useFieldName();
  const entries = Object.entries(form.errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{t('registration:steps.errorsTitle')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${form.idOf(path)}`}
              className="font-semibold underline underline-offset-4"
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(form.idOf(path))?.focus();
              }}
            >
              {nameOf(path)}
            </a>
            {`: ${t(message)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
