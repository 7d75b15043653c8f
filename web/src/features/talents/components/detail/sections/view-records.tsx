import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  educationBlock,
  TALENT_LANGUAGES,
  validationMessages as m,
  workHistoryEntry,
  workReference,
  type Talent,
} from '@vuoro/domain';
import { useLanguageName } from '@/lib/use-language-name';
import { talentRecordRules, type SaveTalentRecordInput } from '../../../api/detail/save-talent-record';
import { RowForm, type RowField } from '../row-form';
import { periodText, Section } from '../section';
import { dateInputValue } from '../talent-form-model';
import type { RowEditing, TalentRecords } from '../talent-view';
import { Entries, type EntryEdit, type RowFormSchema } from './view-entries';

/** A new translation row: the language (its document id) and the texts. */
const translationRow = talentRecordRules.i18n.extend({ language: z.enum(TALENT_LANGUAGES, { error: m.fieldRequired }) });

/** A stored row as the row form's strings (dates as `YYYY-MM-DD`). */
function strings(record: Record<string, unknown>, keys: string[]): Record<string, string | boolean> {
  return Object.fromEntries(
    keys.map((k) => {
      const v = record[k];
      if (typeof v === 'boolean') return [k, v];
      if (v instanceof Date) return [k, dateInputValue(v)];
      return [k, v === null || v === undefined ? '' : String(v)];
    }),
  );
}

/** The edit of one stored row, for admins (`rows`) only. */
function editOf(
  rows: RowEditing | undefined,
  kind: SaveTalentRecordInput['kind'],
  id: string,
  fields: RowField[],
  record: Record<string, unknown>,
  schema: RowFormSchema,
): EntryEdit | undefined {
  return rows
    ? {
        fields,
        schema,
        initial: strings(
          record,
          fields.map((f) => f.key),
        ),
        onSave: (values: Record<string, unknown>) => rows.save({ kind, id, values }),
      }
    : undefined;
}

export interface RecordSectionsProps {
  talent: Talent;
  records: TalentRecords;
  rows?: RowEditing | undefined;
}

/** Work history, educations and references: the records, then what the profile's own lists add. */
export function HistorySections({ talent, records, rows }: RecordSectionsProps) {
  const { t } = useTranslation('talent');
  const workFields: RowField[] = [
    { key: 'company', label: t('talent:row.company'), type: 'text', required: true },
    { key: 'job', label: t('talent:row.job'), type: 'text', required: true },
    { key: 'start', label: t('talent:row.start'), type: 'date' },
    { key: 'end', label: t('talent:row.end'), type: 'date' },
    { key: 'stillWorking', label: t('talent:row.stillWorking'), type: 'checkbox' },
    { key: 'responsibilities', label: t('talent:row.responsibilities'), type: 'text' },
  ];
  const educationFields: RowField[] = [
    { key: 'institution', label: t('talent:row.institution'), type: 'text', required: true },
    { key: 'countryCity', label: t('talent:row.countryCity'), type: 'text' },
    { key: 'facultySpecialty', label: t('talent:row.facultySpecialty'), type: 'text' },
    { key: 'graduationYear', label: t('talent:row.graduationYear'), type: 'number' },
  ];
  const referenceFields: RowField[] = [
    { key: 'name', label: t('talent:row.name'), type: 'text', required: true },
    { key: 'position', label: t('talent:row.position'), type: 'text' },
    { key: 'company', label: t('talent:row.referenceCompany'), type: 'text' },
    { key: 'email', label: t('talent:row.email'), type: 'email' },
    { key: 'phone', label: t('talent:row.phone'), type: 'tel' },
  ];
  return (
    <>
      <Section id="talent-work" title={t('talent:section.workHistory')}>
        <Entries
          empty={t('talent:none')}
          entries={[
            ...(records.workHistory ?? []).map((w) => ({
              key: w.id,
              title: `${w.job} · ${w.company}`,
              meta: periodText(w.start, w.end, w.stillWorking ? t('talent:stillWorking') : undefined),
              body: w.responsibilities,
              onRemove: rows ? () => rows.remove({ kind: 'workHistory', id: w.id }) : undefined,
              edit: editOf(rows, 'workHistory', w.id, workFields, w, workHistoryEntry),
            })),
            // The profile's own list repeats what the records hold after a registration: shown once.
            ...talent.workHistories
              .filter((w) => !(records.workHistory ?? []).some((r) => r.company === w.company && r.job === w.title))
              .map((w, i) => ({
                key: `doc-${i}`,
                title: [w.title, w.company].filter(Boolean).join(' · '),
                meta: periodText(w.start, w.end),
                body: null,
              })),
          ]}
        />
        {rows && (
          <RowForm
            openLabel={t('talent:addWorkHistory')}
            schema={workHistoryEntry}
            onSave={rows.addWorkHistory}
            fields={workFields}
          />
        )}
      </Section>
      <Section id="talent-educations" title={t('talent:section.educations')}>
        <Entries
          empty={t('talent:none')}
          entries={[
            ...(records.educations ?? []).map((e) => ({
              key: e.id,
              title: [e.institution, e.countryCity].filter(Boolean).join(', '),
              meta: [e.facultySpecialty, e.graduationYear ? t('talent:graduated', { year: e.graduationYear }) : null]
                .filter(Boolean)
                .join(' · '),
              body: null,
              onRemove: rows ? () => rows.remove({ kind: 'educations', id: e.id }) : undefined,
              edit: editOf(rows, 'educations', e.id, educationFields, e, educationBlock),
            })),
            ...talent.educations
              .filter((e) => !(records.educations ?? []).some((r) => r.institution === e.school))
              .map((e, i) => ({
                key: `doc-${i}`,
                title: [e.school, e.degree].filter(Boolean).join(' · '),
                meta: periodText(e.start, e.end),
                body: null,
              })),
          ]}
        />
        {rows && (
          <RowForm
            openLabel={t('talent:addEducation')}
            schema={educationBlock}
            onSave={rows.addEducation}
            fields={educationFields}
          />
        )}
      </Section>
      <Section id="talent-references" title={t('talent:section.references')}>
        <Entries
          empty={t('talent:none')}
          entries={(records.workReferences ?? []).map((r) => ({
            key: r.id,
            title: r.name,
            meta: [r.position, r.company].filter(Boolean).join(', '),
            body: [r.email, r.phone].filter(Boolean).join(' · '),
            onRemove: rows ? () => rows.remove({ kind: 'workReferences', id: r.id }) : undefined,
            edit: editOf(rows, 'workReferences', r.id, referenceFields, r, workReference),
          }))}
        />
        {rows && (
          <RowForm
            openLabel={t('talent:addReference')}
            schema={workReference}
            onSave={(values) => rows.save({ kind: 'workReferences', values })}
            fields={referenceFields}
          />
        )}
      </Section>
    </>
  );
}

/** The profile texts in other languages, one row per language; admins add one for a language not yet used. */
export function TranslationsSection({ records, rows }: Omit<RecordSectionsProps, 'talent'>) {
  const { t } = useTranslation('talent');
  const languageName = useLanguageName();
  const textFields: RowField[] = [
    { key: 'shortDescription', label: t('talent:field.shortDescription'), type: 'textarea' },
    { key: 'about', label: t('talent:field.about'), type: 'textarea' },
    { key: 'presentation', label: t('talent:field.presentation'), type: 'textarea' },
    { key: 'skills', label: t('talent:field.skills'), type: 'textarea' },
  ];
  const usedLanguages = new Set((records.i18n ?? []).map((tr) => tr.id));
  const newLanguageField: RowField = {
    key: 'language',
    label: t('talent:row.language'),
    type: 'select',
    required: true,
    options: TALENT_LANGUAGES.filter((code) => !usedLanguages.has(code)).map((code) => ({
      value: code,
      label: languageName(code),
    })),
  };
  return (
    <Section id="talent-translations" title={t('talent:section.translations')}>
      <Entries
        empty={t('talent:none')}
        entries={(records.i18n ?? []).map((tr) => ({
          key: tr.id,
          title: languageName(tr.id),
          meta: tr.shortDescription ?? '',
          body: [tr.about, tr.presentation, tr.skills].filter(Boolean).join('\n\n'),
          lang: tr.id,
          onRemove: rows ? () => rows.remove({ kind: 'i18n', id: tr.id }) : undefined,
          edit: editOf(rows, 'i18n', tr.id, textFields, tr, talentRecordRules.i18n),
        }))}
      />
      {rows && newLanguageField.options!.length > 0 && (
        <RowForm
          openLabel={t('talent:addTranslation')}
          schema={translationRow}
          onSave={(values) => {
            const { language, ...texts } = values;
            return rows.save({ kind: 'i18n', id: String(language), values: texts });
          }}
          fields={[newLanguageField, ...textFields]}
        />
      )}
    </Section>
  );
}
