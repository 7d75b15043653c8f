import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { Field } from '@/lib/ui/field';
import type { EmployeeFormErrors, EmployeeFormValues } from '../model';
import type { EmployeeChoices } from './choices';

export interface EmployeeFieldsProps {
  values: EmployeeFormValues;
  errors: EmployeeFormErrors;
  choices: EmployeeChoices;
  /** A new employee: the customer may be chosen (a team lead of several). */
  creating: boolean;
  onChange: <K extends keyof EmployeeFormValues>(name: K, value: EmployeeFormValues[K]) => void;
}

/** Every field of spec section 3's internal employee but the status: who, how to reach, where and as what they work. */
export function EmployeeFields({ values, errors, choices, creating, onChange }: EmployeeFieldsProps) {
  const { t } = useTranslation(['customer', 'labels', 'validation', 'common']);
  const id = useId();
  const f = (key: string) => t(`customer:internalEmployees.fields.${key}`);
  const error = (name: keyof EmployeeFormValues) => (errors[name] ? t(errors[name]) : undefined);
  const required = t('customer:internalEmployees.required');
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'secondPhone' | 'homeCostCenter' | 'socialSecurityNumber',
    extra: object = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={f(name)}
      error={error(name)}
      required={['firstName', 'lastName', 'email', 'phone'].includes(name)}
      requiredText={required}
    >
      {(props) => <input {...props} {...extra} value={values[name]} onChange={(e) => onChange(name, e.target.value)} />}
    </Field>
  );
  return (
    <>
      <Section title={t('customer:internalEmployees.sections.person')}>
        {creating && choices.customers.length > 1 && (
          <Field id={`${id}-customer`} label={f('customer')} error={error('customerId')} required requiredText={required}>
            {(props) => (
              <select {...props} value={values.customerId} onChange={(e) => onChange('customerId', e.target.value)}>
                {choices.customers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {text('firstName', { autoComplete: 'off' })}
        {text('lastName', { autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'off', spellCheck: false })}
        {text('phone', { type: 'tel', autoComplete: 'off' })}
        {text('secondPhone', { type: 'tel', autoComplete: 'off' })}
        <Field id={`${id}-language`} label={f('language')} error={error('language')} required requiredText={required}>
          {(props) => (
            <select
              {...props}
              value={values.language}
              onChange={(e) => onChange('language', e.target.value as SupportedLanguage)}
            >
              {SUPPORTED_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`labels:language.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('socialSecurityNumber', { autoComplete: 'off', spellCheck: false, placeholder: 'DDMMYY-NNNX' })}
      </Section>
      <Section title={t('customer:internalEmployees.sections.work')}>
        <Field id={`${id}-relationship`} label={f('employmentRelationship')} error={error('employmentRelationship')}>
          {(props) => (
            <select
              {...props}
              value={values.employmentRelationship}
              onChange={(e) => onChange('employmentRelationship', e.target.value)}
            >
              <option value="">{t('customer:internalEmployees.notChosen')}</option>
              {choices.relationships.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${r.name} (${t(`labels:contractType.${r.contractType}`)})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('homeCostCenter', { autoComplete: 'off' })}
        <Field
          id={`${id}-group`}
          label={f('suggestionGroup')}
          hint={t('customer:internalEmployees.suggestionGroupHint')}
          error={error('suggestionGroup')}
          required
          requiredText={required}
        >
          {(props) => (
            <select {...props} value={values.suggestionGroup} onChange={(e) => onChange('suggestionGroup', e.target.value)}>
              <option value="">{t('customer:internalEmployees.choose')}</option>
              {choices.suggestionGroups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckList
          legend={f('placesOfBusiness')}
          items={choices.places.map((p) => ({ id: p.id, label: p.city ? `${p.name}, ${p.city}` : p.name }))}
          chosen={values.placesOfBusiness}
          onChosen={(ids) => onChange('placesOfBusiness', ids)}
          error={error('placesOfBusiness')}
        />
        <CheckList
          legend={f('professionTitles')}
          items={choices.titles}
          chosen={values.professionTitles}
          onChosen={(ids) => onChange('professionTitles', ids)}
          error={error('professionTitles')}
        />
        <Check
          id={`${id}-edit`}
          label={f('canEditShifts')}
          checked={values.canEditShifts}
          onChecked={(v) => onChange('canEditShifts', v)}
        />
      </Section>
      <Section title={t('customer:internalEmployees.sections.other')}>
        <Field id={`${id}-comments`} label={f('comments')} error={error('comments')}>
          {(props) => (
            <textarea {...props} rows={3} value={values.comments} onChange={(e) => onChange('comments', e.target.value)} />
          )}
        </Field>
        <Check
          id={`${id}-sms`}
          label={f('smsConsent')}
          checked={values.smsConsent}
          onChecked={(v) => onChange('smsConsent', v)}
        />
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function Check({
  id,
  label,
  checked,
  onChecked,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (v: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
        className="h-5 w-5 rounded border-slate-400"
      />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}

interface CheckListProps {
  legend: string;
  items: { id: string; label: string }[];
  chosen: string[];
  onChosen: (ids: string[]) => void;
  error: string | undefined;
}

function CheckList({ legend, items, chosen, onChosen, error }: CheckListProps) {
  const { t } = useTranslation('customer');
  const id = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {items.length === 0 && <p className="mt-1 text-sm text-slate-600">{t('customer:internalEmployees.noChoices')}</p>}
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <Check
            key={item.id}
            id={`${id}-${item.id}`}
            label={item.label}
            checked={chosen.includes(item.id)}
            onChecked={(on) => onChosen(on ? [...chosen, item.id] : chosen.filter((c) => c !== item.id))}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
