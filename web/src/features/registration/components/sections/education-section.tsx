import { useTranslation } from 'react-i18next';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { emptyEducation } from '../../model';
import { Section, TextInputs, type TextSpec } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

const EDUCATION_FIELDS: TextSpec<'institution' | 'countryCity' | 'facultySpecialty' | 'graduationYear'>[] = [
  { key: 'institution', required: true },
  { key: 'countryCity' },
  { key: 'facultySpecialty' },
  { key: 'graduationYear', inputMode: 'numeric' },
];

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
          <TextInputs
            form={form}
            specs={EDUCATION_FIELDS}
            values={row}
            onValue={(key, v) => setRow('educations', index, { [key]: v })}
            pathPrefix={`educations.${index}.`}
          />
        )}
      />
    </Section>
  );
}
