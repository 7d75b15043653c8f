import { useTranslation } from 'react-i18next';
import { JOB_FIELDS } from '@vuoro/domain';
import { JobsPicker } from '@/lib/ui/jobs-picker';
import { CheckGroup, Section } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** The jobs of interest (a filterable list of ticks; ticked ones stay visible) and the job fields. */
export function JobsSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation(['registration', 'labels']);
  const { values, set, idOf } = form;
  return (
    <Section title={t('registration:section.jobs')} hint={t('registration:hint.jobsOfInterest')}>
      <JobsPicker
        id={idOf('jobsOfInterest')}
        legend={t('registration:field.jobsOfInterest')}
        filterLabel={t('registration:field.jobFilter')}
        chosenText={t('registration:jobsChosen', { count: values.jobsOfInterest.length })}
        chosen={values.jobsOfInterest}
        onChange={(list) => set('jobsOfInterest', list)}
      />
      <CheckGroup
        legend={t('registration:field.jobFields')}
        options={JOB_FIELDS.map((f) => ({ value: f, label: t(`labels:jobField.${f}`) }))}
        chosen={values.jobFields}
        onChange={(list) => set('jobFields', list)}
      />
    </Section>
  );
}
