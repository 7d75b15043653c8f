import { useTranslation } from 'react-i18next';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { emptyEducation } from '../../model';
import { Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** Schools and studies, any number of rows. */
export function EducationSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, setRow, setRows } = form;
  return (
    <Section title={t('registration:section.education')}>
      <RowListEditor
        variant="card"
        rows={values.educations}
        rowKey={(row) => row.key}
        onChange={(rows, change) => setRows('educations', rows, change)}
        newRow={emptyEducation}
        rowTitle={(_, index) => t('registration:row.education', { n: index + 1 })}
        removeLabel={(_, index) => t('registration:remove.education', { n: index + 1 })}
        addLabel={t('registration:add.education')}
        fieldsClassName="space-y-3"
        renderRow={(row, index) => (
          <>
            <TextInput
              form={form}
              path={`educations.${index}.institution`}
              label={t('registration:field.institution')}
              value={row.institution}
              onValue={(v) => setRow('educations', index, { institution: v })}
              required
            />
            <TextInput
              form={form}
              path={`educations.${index}.countryCity`}
              label={t('registration:field.countryCity')}
              value={row.countryCity}
              onValue={(v) => setRow('educations', index, { countryCity: v })}
            />
            <TextInput
              form={form}
              path={`educations.${index}.facultySpecialty`}
              label={t('registration:field.facultySpecialty')}
              value={row.facultySpecialty}
              onValue={(v) => setRow('educations', index, { facultySpecialty: v })}
            />
            <TextInput
              form={form}
              path={`educations.${index}.graduationYear`}
              label={t('registration:field.graduationYear')}
              value={row.graduationYear}
              onValue={(v) => setRow('educations', index, { graduationYear: v })}
              inputMode="numeric"
            />
          </>
        )}
      />
    </Section>
  );
}
