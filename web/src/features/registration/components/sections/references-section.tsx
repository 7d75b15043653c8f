import { useTranslation } from 'react-i18next';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { emptyReference } from '../../model';
import { Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

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
          <>
            <TextInput
              form={form}
              path={`references.${index}.name`}
              label={t('registration:field.referenceName')}
              value={row.name}
              onValue={(v) => setRow('references', index, { name: v })}
              required
            />
            <TextInput
              form={form}
              path={`references.${index}.position`}
              label={t('registration:field.position')}
              value={row.position}
              onValue={(v) => setRow('references', index, { position: v })}
            />
            <TextInput
              form={form}
              path={`references.${index}.company`}
              label={t('registration:field.referenceCompany')}
              value={row.company}
              onValue={(v) => setRow('references', index, { company: v })}
            />
            <TextInput
              form={form}
              path={`references.${index}.email`}
              label={t('registration:field.referenceEmail')}
              value={row.email}
              onValue={(v) => setRow('references', index, { email: v })}
              type="email"
            />
            <TextInput
              form={form}
              path={`references.${index}.phone`}
              label={t('registration:field.referencePhone')}
              value={row.phone}
              onValue={(v) => setRow('references', index, { phone: v })}
              type="tel"
              hint={t('registration:hint.phone')}
            />
          </>
        )}
      />
    </Section>
  );
}
