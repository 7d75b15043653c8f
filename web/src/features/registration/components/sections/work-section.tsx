import { useTranslation } from 'react-i18next';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { emptyWork } from '../../model';
import { Check, Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** Work history: company, job, dates (no end date while still working there), responsibilities. */
export function WorkSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, setRow, setRows } = form;
  return (
    <Section title={t('registration:section.work')}>
      <RowListEditor
        variant="card"
        rows={values.workHistory}
        rowKey={(row) => row.key}
        onChange={(rows, change) => setRows('workHistory', rows, change)}
        newRow={emptyWork}
        rowTitle={(_, index) => t('registration:row.work', { n: index + 1 })}
        removeLabel={(_, index) => t('registration:remove.work', { n: index + 1 })}
        addLabel={t('registration:add.work')}
        fieldsClassName="space-y-3"
        renderRow={(row, index) => (
          <>
            <TextInput
              form={form}
              path={`workHistory.${index}.company`}
              label={t('registration:field.company')}
              value={row.company}
              onValue={(v) => setRow('workHistory', index, { company: v })}
              required
            />
            <TextInput
              form={form}
              path={`workHistory.${index}.job`}
              label={t('registration:field.job')}
              value={row.job}
              onValue={(v) => setRow('workHistory', index, { job: v })}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                form={form}
                path={`workHistory.${index}.start`}
                label={t('registration:field.start')}
                value={row.start}
                onValue={(v) => setRow('workHistory', index, { start: v })}
                type="date"
              />
              {!row.stillWorking && (
                <TextInput
                  form={form}
                  path={`workHistory.${index}.end`}
                  label={t('registration:field.end')}
                  value={row.end}
                  onValue={(v) => setRow('workHistory', index, { end: v })}
                  type="date"
                  required
                />
              )}
            </div>
            <Check
              label={t('registration:field.stillWorking')}
              checked={row.stillWorking}
              onChange={(on) => setRow('workHistory', index, { stillWorking: on, end: on ? '' : row.end })}
            />
            <TextInput
              form={form}
              path={`workHistory.${index}.responsibilities`}
              label={t('registration:field.responsibilities')}
              value={row.responsibilities}
              onValue={(v) => setRow('workHistory', index, { responsibilities: v })}
              multiline
              hint={t('registration:hint.latin')}
            />
          </>
        )}
      />
    </Section>
  );
}
