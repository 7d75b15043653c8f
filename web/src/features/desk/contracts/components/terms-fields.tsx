import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { Field, type ControlProps } from '@/lib/ui/field';
import type { TermsErrors, TermsValues } from '../model';

export interface TermsFieldsProps {
  value: TermsValues;
  onChange: (value: TermsValues) => void;
  /** Each field's problem as an i18n key (translated here). */
  errors: TermsErrors;
  disabled?: boolean;
}

/**
 * A contract's terms: employer, start date, end date (empty: until further notice), hourly wage in
 * euros, and weekly hours (a fixed figure, or a range with "at most").
 */
export function TermsFields({ value, onChange, errors, disabled = false }: TermsFieldsProps) {
  const { t, i18n } = useTranslation(['contracts', 'desk']);
  const id = useId();
  const error = (key: keyof TermsValues) => (errors[key] ? t(errors[key]) : undefined);
  const input =
    (key: keyof TermsValues, extra: InputHTMLAttributes<HTMLInputElement> = {}) =>
    (props: ControlProps) => (
      <input
        {...props}
        {...extra}
        disabled={disabled}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
    );
  const required = t('desk:files.translations.required');
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-slate-900">{t('contracts:desk.terms.title')}</legend>
      <Field
        id={`${id}-employer`}
        label={t('contracts:desk.terms.employer')}
        required
        requiredText={required}
        error={error('employer')}
      >
        {input('employer', { type: 'text', autoComplete: 'organization' })}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={`${id}-start`}
          label={t('contracts:desk.terms.start')}
          required
          requiredText={required}
          error={error('startDate')}
        >
          {input('startDate', { type: 'date' })}
        </Field>
        <Field
          id={`${id}-end`}
          label={t('contracts:desk.terms.end')}
          hint={t('contracts:desk.terms.endHint')}
          error={error('endDate')}
        >
          {input('endDate', { type: 'date' })}
        </Field>
      </div>
      <Field
        id={`${id}-wage`}
        label={t('contracts:desk.terms.hourlyWage', {
          currency: currencySymbol(isSupportedLanguage(i18n.language) ? i18n.language : 'en'),
        })}
        required
        requiredText={required}
        error={error('hourlyWage')}
      >
        {input('hourlyWage', { type: 'text', inputMode: 'decimal' })}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={`${id}-hours`}
          label={t('contracts:desk.terms.weeklyHours')}
          required
          requiredText={required}
          error={error('hoursMin')}
        >
          {input('hoursMin', { type: 'text', inputMode: 'decimal' })}
        </Field>
        <Field
          id={`${id}-hours-max`}
          label={t('contracts:desk.terms.weeklyHoursMax')}
          hint={t('contracts:desk.terms.weeklyHoursMaxHint')}
          error={error('hoursMax')}
        >
          {input('hoursMax', { type: 'text', inputMode: 'decimal' })}
        </Field>
      </div>
    </fieldset>
  );
}
