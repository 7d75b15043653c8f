import { useTranslation } from 'react-i18next';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { emptyReference } from '../../model';
import { Section, TextInputs, type TextSpec } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

const REFERENCE_FIELDS: TextSpec<'name' | 'position' | 'company' | 'email' | 'phone'>[] = [
  { key: 'name', label: 'referenceName', required: true },
  { key: 'position' },
  { key: 'company', label: 'referenceCompany' },
  { key: 'email', label: 'referenceEmail', type: 'email' },
  { key: 'phone', label: 'referencePhone', type: 'tel', hint: 'phone' },
];

/** People who can tell about the talent's work. */
export function ReferencesSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, setRow, setRows } = form;
  return (
    <Section title={t('registration:section.references')} hint={t('registration:hint.references')}>
      <RowListEditor
        variant="card"
        rows={values.references}
        rowKey={(row) => row.key}
        onChange={(rows, change) => setRows('references', rows, change)}
        newRow={emptyReference}
        rowTitle={(_, index) => t('registration:row.reference', { n: index + 1 })}
        removeLabel={(_, index) => t('registration:remove.reference', { n: index + 1 })}
        addLabel={t('registration:add.reference')}
        fieldsClassName="space-y-3"
        renderRow={(row, index) => (
          <TextInputs
            form={form}
            specs={REFERENCE_FIELDS}
            values={row}
            onValue={(key, v) => setRow('references', index, { [key]: v })}
            pathPrefix={`references.${index}.`}
          />
        )}
      />
    </Section>
  );
}
