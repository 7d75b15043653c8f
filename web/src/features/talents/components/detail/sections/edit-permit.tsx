import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_PERMIT_OPTIONS, type WorkPermitOption } from '@vuoro/domain';
import { TextField } from '@/lib/ui/account-form';
import type { FlagKey } from '../talent-form-model';
import { selectClass } from './edit-basics';
import type { TalentFormApi } from './use-talent-form';

const FLAGS: FlagKey[] = ['jobSeeker', 'employedElsewhere', 'videoInterviewDone'];

/** The work permit with its date, and the status flags. */
export function EditPermit({ form }: { form: TalentFormApi }) {
  const { t } = useTranslation(['talent', 'validation', 'labels']);
  const { values, errors, set } = form;
  const permitId = useId();
  return (
    <>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={permitId} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.permit')}
          </label>
          <select
            id={permitId}
            value={values.permit}
            onChange={(e) => set('permit', e.target.value as WorkPermitOption | '', 'permitActive', 'permitApplied')}
            className={selectClass}
          >
            <option value="">{t('talent:notGiven')}</option>
            {WORK_PERMIT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`labels:workPermit.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {values.permit === 'active' && (
          <TextField
            label={t('talent:field.permitActive')}
            type="date"
            required
            value={values.permitActive}
            onValue={(v) => set('permitActive', v)}
            error={errors.permitActive}
          />
        )}
        {values.permit === 'notActive' && (
          <TextField
            label={t('talent:field.permitApplied')}
            type="date"
            required
            value={values.permitApplied}
            onValue={(v) => set('permitApplied', v)}
            error={errors.permitApplied}
          />
        )}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('talent:section.status')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {FLAGS.map((key) => (
            <label key={key} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={values[key]}
                onChange={(e) => set(key, e.target.checked)}
                className="size-4 accent-brand-700"
              />
              {t(`talent:field.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
