import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_CATEGORIES, JOB_FIELDS } from '@vuoro/domain';
import { controlClass } from '@/lib/ui/field';
import { CheckGroup, checkboxClass, choiceLabelClass, Section } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** The jobs of interest (a filterable list of ticks; ticked ones stay visible) and the job fields. */
export function JobsSection({ form }: { form: RegistrationFormApi }) {
  const { t, i18n } = useTranslation(['registration', 'labels']);
  const { values, set, idOf } = form;
  const [jobFilter, setJobFilter] = useState('');
  const filteredJobs = JOB_CATEGORIES.map((code) => ({ code, name: t(`labels:jobCategory.${code}`) }))
    .filter(
      (j) => j.name.toLocaleLowerCase().includes(jobFilter.trim().toLocaleLowerCase()) || values.jobsOfInterest.includes(j.code),
    )
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <Section title={t('registration:section.jobs')} hint={t('registration:hint.jobsOfInterest')}>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('registration:field.jobsOfInterest')}</legend>
        <label htmlFor={idOf('jobFilter')} className="mt-2 block text-sm text-slate-700">
          {t('registration:field.jobFilter')}
        </label>
        <input
          id={idOf('jobFilter')}
          type="search"
          className={controlClass}
          value={jobFilter}
          onChange={(e) => setJobFilter(e.target.value)}
        />
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {t('registration:jobsChosen', { count: values.jobsOfInterest.length })}
        </p>
        <div className="mt-2 grid max-h-72 gap-x-4 overflow-y-auto rounded-lg border border-slate-300 p-2 sm:grid-cols-2">
          {filteredJobs.map((job) => (
            <label key={job.code} className={choiceLabelClass}>
              <input
                type="checkbox"
                className={`${checkboxClass} mt-0.5`}
                checked={values.jobsOfInterest.includes(job.code)}
                onChange={(e) =>
                  set(
                    'jobsOfInterest',
                    e.target.checked ? [...values.jobsOfInterest, job.code] : values.jobsOfInterest.filter((x) => x !== job.code),
                  )
                }
              />
              {job.name}
            </label>
          ))}
        </div>
      </fieldset>
      <CheckGroup
        legend={t('registration:field.jobFields')}
        options={JOB_FIELDS.map((f) => ({ value: f, label: t(`labels:jobField.${f}`) }))}
        chosen={values.jobFields}
        onChange={(list) => set('jobFields', list)}
      />
    </Section>
  );
}
