import { useTranslation } from 'react-i18next';
import { fileErrors } from '../../model';
import { Check, FileInput, Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

const CV_TYPES =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

/** Skills and hobbies, where the talent heard of us, whether it may already have a profile (the education step). */
export function SkillsSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, set } = form;
  return (
    <Section title={t('registration:steps.skillsTitle')}>
      <TextInput
        form={form}
        path="skillsAndHobbies"
        label={t('registration:field.skillsAndHobbies')}
        value={values.skillsAndHobbies}
        onValue={(v) => set('skillsAndHobbies', v)}
        multiline
        hint={t('registration:hint.latin')}
      />
      <TextInput
        form={form}
        path="whereHeard"
        label={t('registration:field.whereHeard')}
        value={values.whereHeard}
        onValue={(v) => set('whereHeard', v)}
      />
      <Check
        label={t('registration:field.duplicateProfile')}
        hint={t('registration:hint.duplicateProfile')}
        checked={values.duplicateProfile}
        onChange={(on) => set('duplicateProfile', on)}
      />
    </Section>
  );
}

/** The CV and the photo, each checked as soon as chosen. */
export function MoreSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, set, setErrors, idOf, errorOf } = form;
  return (
    <Section title={t('registration:steps.filesTitle')}>
      <FileInput
        id={idOf('cv')}
        kind="cv"
        label={t('registration:field.cv')}
        hint={t('registration:hint.cv')}
        accept={CV_TYPES}
        file={values.cv}
        error={errorOf('cv')}
        onFile={(file) => {
          set('cv', file);
          setErrors((e) => ({ ...e, ...fileErrors({ cv: file, photo: null }) }));
        }}
      />
      <FileInput
        id={idOf('photo')}
        kind="photo"
        label={t('registration:field.photo')}
        hint={t('registration:hint.photo')}
        accept="image/*"
        file={values.photo}
        error={errorOf('photo')}
        onFile={(file) => {
          set('photo', file);
          setErrors((e) => ({ ...e, ...fileErrors({ cv: null, photo: file }) }));
        }}
      />
    </Section>
  );
}
