import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/ui/account-form';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import type { TalentFormApi } from './use-talent-form';

// The rows carry no id of their own and every field is controlled: the index is their key.
const byIndex = (_: unknown, index: number) => index;

/** Certificates (a name, a date, more information) and years of experience (a name, a number). */
export function EditRows({ form }: { form: TalentFormApi }) {
  const { t } = useTranslation(['talent', 'validation']);
  const { values, errors, set, setRow } = form;
  return (
    <>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('talent:section.certificates')}</legend>
        <RowListEditor
          rows={values.certificates}
          rowKey={byIndex}
          onChange={(rows) => set('certificates', rows)}
          newRow={() => ({ date: '', name: '', additional_info: '' })}
          removeLabel={(c, i) =>
            c.name ? t('talent:removeCertificate', { name: c.name }) : t('talent:removeCertificateN', { n: i + 1 })
          }
          addLabel={t('talent:addCertificate')}
          fieldsClassName="grid grid-cols-1 gap-2 sm:grid-cols-3"
          renderRow={(c, i) => (
            <>
              <TextField
                label={t('talent:certificateNameN', { n: i + 1 })}
                value={c.name}
                onValue={(v) => setRow('certificates', i, { name: v })}
                error={errors[`certificates.${i}.name`]}
                required
              />
              <TextField
                label={t('talent:certificateDateN', { n: i + 1 })}
                type="date"
                value={c.date}
                onValue={(v) => setRow('certificates', i, { date: v })}
                error={errors[`certificates.${i}.date`]}
              />
              <TextField
                label={t('talent:certificateInfoN', { n: i + 1 })}
                value={c.additional_info}
                onValue={(v) => setRow('certificates', i, { additional_info: v })}
                error={errors[`certificates.${i}.additional_info`]}
              />
            </>
          )}
        />
      </fieldset>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('talent:field.yearsOfExperiences')}</legend>
        <RowListEditor
          rows={values.yearsOfExperiences}
          rowKey={byIndex}
          onChange={(rows) => set('yearsOfExperiences', rows)}
          newRow={() => ({ name: '', years: '' })}
          removeLabel={(y, i) =>
            y.name ? t('talent:removeExperience', { name: y.name }) : t('talent:removeExperienceN', { n: i + 1 })
          }
          addLabel={t('talent:addExperience')}
          fieldsClassName="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_8rem_auto]"
          renderRow={(y, i) => (
            <>
              <TextField
                label={t('talent:experienceNameN', { n: i + 1 })}
                value={y.name}
                onValue={(v) => setRow('yearsOfExperiences', i, { name: v })}
                error={errors[`yearsOfExperiences.${i}.name`]}
                required
              />
              <TextField
                label={t('talent:experienceYearsN', { n: i + 1 })}
                inputMode="decimal"
                value={y.years}
                onValue={(v) => setRow('yearsOfExperiences', i, { years: v })}
                error={errors[`yearsOfExperiences.${i}.years`]}
                required
              />
            </>
          )}
        />
      </fieldset>
    </>
  );
}
