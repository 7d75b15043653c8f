import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TALENT_STATUSES, type TalentStatus } from '@vuoro/domain';
import { TextField } from '@/lib/ui/account-form';
import type { TextKey } from '../talent-form-model';
import type { TalentFormApi } from './use-talent-form';

const LINE_FIELDS: { key: TextKey; type?: string; required?: boolean }[] = [
  { key: 'firstName', required: true },
  { key: 'lastName', required: true },
  { key: 'email', type: 'email', required: true },
  { key: 'phoneNumber', type: 'tel', required: true },
  { key: 'linkedInUrl', type: 'url' },
  { key: 'location' },
];
const AREA_FIELDS: TextKey[] = ['shortDescription', 'about', 'skills', 'presentation'];
export const selectClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base';

/** Name, contact details, location and status; then the four longer texts. */
export function EditBasics({ form }: { form: TalentFormApi }) {
  const { t } = useTranslation(['talent', 'validation', 'labels']);
  const { values, errors, set } = form;
  const statusId = useId();
  const areaId = useId();
  return (
    <>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {LINE_FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={t(`talent:field.${f.key}`)}
            value={values[f.key]}
            onValue={(v) => set(f.key, v)}
            error={errors[f.key]}
            type={f.type ?? 'text'}
            autoComplete="off"
            required={f.required}
            hint={f.key === 'phoneNumber' ? t('talent:phoneHint') : undefined}
          />
        ))}
        <div>
          <label htmlFor={statusId} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.status')}
          </label>
          <select
            id={statusId}
            value={values.status}
            onChange={(e) => set('status', e.target.value as TalentStatus | '')}
            className={selectClass}
          >
            <option value="">{t('talent:noStatus')}</option>
            {TALENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`labels:talentStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4">
        {AREA_FIELDS.map((key) => (
          <TextArea
            key={key}
            id={`${areaId}-${key}`}
            label={t(`talent:field.${key}`)}
            value={values[key]}
            onValue={(v) => set(key, v)}
            error={errors[key] ? t(errors[key]) : undefined}
          />
        ))}
      </div>
    </>
  );
}

interface TextAreaProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}

function TextArea({ id, label, value, onValue, error }: TextAreaProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
