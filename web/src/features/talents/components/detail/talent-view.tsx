import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type {
  RegistrationExtras,
  Talent,
  TalentEducation,
  TalentI18n,
  TalentSickLeave,
  TalentWorkHistory,
  TalentWorkReference,
} from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { educationBlock, TALENT_LANGUAGES, validationMessages as m, workHistoryEntry, workReference } from '@vuoro/domain';
import { talentRecordRules, type SaveTalentRecordInput } from '../../api/detail/save-talent-record';
import { RowForm, type RowField } from './row-form';
import { dateInputValue } from './talent-form-model';
import { CvLink } from './talent-files-view';
import { dateText, FieldList, periodText, Section } from './section';

export interface TalentRecords {
  workHistory: TalentWorkHistory[] | undefined;
  workReferences: TalentWorkReference[] | undefined;
  educations: TalentEducation[] | undefined;
  i18n: TalentI18n[] | undefined;
  sickLeaves: TalentSickLeave[] | undefined;
}

export interface TalentViewProps {
  /** With `registration`, the answers of the public registration form beyond the entity's fields. */
  talent: Talent & { registration?: RegistrationExtras | null };
  records: TalentRecords;
  industryName: string | null;
  /** Hides the sections the edit form replaces while it is open. */
  editing: boolean;
  /** Given to admins only: add, edit and remove rows of the record lists. */
  rows?: RowEditing | undefined;
  /** A possible duplicate: the talent's own flag or an open registration report (default: the flag). */
  duplicate?: boolean;
}

export interface RowEditing {
  addWorkHistory: (input: Record<string, unknown>) => Promise<void>;
  addEducation: (input: Record<string, unknown>) => Promise<void>;
  /** Adds (no id) or replaces (id) a work history, education, reference or translation row. */
  save: (input: SaveTalentRecordInput) => Promise<void>;
  remove: (input: { kind: SaveTalentRecordInput['kind']; id: string }) => Promise<void>;
}

/** Every field of the Talent entity (spec section 3) and its records, in sections. */
export function TalentView({ talent, records, industryName, editing, rows, duplicate = talent.duplicate }: TalentViewProps) {
  const { t, i18n } = useTranslation(['talent', 'labels']);
  const statusLabel = useTalentStatusLabel();
  const yesNo = (v: boolean) => (v ? t('talent:yes') : t('talent:no'));
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const stamp = (s: Talent['created']) => (s ? `${formatDate(s.date)} ${formatTime(s.date)}${s.name ? ` · ${s.name}` : ''}` : '');
  const list = (items: string[]) =>
    items.length ? (
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
            {item}
          </li>
        ))}
      </ul>
    ) : null;
  const text = (value: string | null | undefined) => (value ? <p className="whitespace-pre-line">{value}</p> : null);
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
  const strings = (record: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(
      keys.map((k) => {
        const v = record[k];
        if (typeof v === 'boolean') return [k, v];
        if (v instanceof Date) return [k, dateInputValue(v)];
        return [k, v === null || v === undefined ? '' : String(v)];
      }),
    );
  const editOf = (
    kind: SaveTalentRecordInput['kind'],
    id: string,
    fields: RowField[],
    record: Record<string, unknown>,
    schema: RowFormSchema,
  ) =>
    rows
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

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {!editing && (
        <>
          <Section id="talent-contact" title={t('talent:section.contact')}>
            <FieldList
              items={[
                {
                  label: t('talent:field.email'),
                  value: (
                    <a href={`mailto:${talent.email}`} className="text-brand-700 underline">
                      {talent.email}
                    </a>
                  ),
                },
                {
                  label: t('talent:field.phoneNumber'),
                  value: talent.phoneNumber ? (
                    <a href={`tel:${talent.phoneNumber}`} className="text-brand-700 underline">
                      {talent.phoneNumber}
                    </a>
                  ) : null,
                },
                {
                  label: t('talent:field.linkedInUrl'),
                  value: talent.linkedInUrl ? (
                    <a href={talent.linkedInUrl} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline">
                      {talent.linkedInUrl}
                    </a>
                  ) : null,
                },
                { label: t('talent:field.location'), value: talent.location },
              ]}
            />
          </Section>
          <Section id="talent-status" title={t('talent:section.status')}>
            <FieldList
              items={[
                { label: t('talent:field.status'), value: talent.status ? statusLabel(talent.status) : null },
                { label: t('talent:field.jobSeeker'), value: yesNo(talent.jobSeeker) },
                { label: t('talent:field.employedElsewhere'), value: yesNo(talent.employedElsewhere) },
                { label: t('talent:field.videoInterviewDone'), value: yesNo(talent.videoInterviewDone) },
                { label: t('talent:field.duplicate'), value: yesNo(duplicate) },
              ]}
            />
          </Section>
          <Section id="talent-profile" title={t('talent:section.profile')}>
            <FieldList
              items={[
                { label: t('talent:field.shortDescription'), value: text(talent.shortDescription) },
                { label: t('talent:field.industry'), value: industryName ?? talent.industry },
                { label: t('talent:field.jobs'), value: list(talent.jobs.map((j) => t(`labels:jobCategory.${j}`))) },
                { label: t('talent:field.about'), value: text(talent.about) },
                { label: t('talent:field.presentation'), value: text(talent.presentation) },
              ]}
            />
          </Section>
          <Section id="talent-skills" title={t('talent:section.skills')}>
            <FieldList
              items={[
                { label: t('talent:field.skills'), value: text(talent.skills) },
                {
                  label: t('talent:field.yearsOfExperiences'),
                  value: list(talent.yearsOfExperiences.map((y) => t('talent:yearsIn', { name: y.name, count: y.years }))),
                },
              ]}
            />
          </Section>
          {talent.registration && (
            <RegistrationAnswers answers={talent.registration} yesNo={yesNo} list={list} languageName={languageName} />
          )}
        </>
      )}
      <Section id="talent-languages" title={t('talent:section.languages')}>
        <FieldList
          items={[
            {
              label: t('talent:field.languages'),
              value: list(talent.languages.map((l) => `${languageName(l.language)}: ${t(`labels:languageLevel.${l.level}`)}`)),
            },
            { label: t('talent:field.evaledLang'), value: talent.evaledLang ? languageName(talent.evaledLang) : null },
          ]}
        />
      </Section>
      {!editing && (
        <Section id="talent-tags" title={t('talent:section.tags')}>
          {list(talent.tags.map((tag) => tag.name)) ?? <p className="text-slate-700">{t('talent:none')}</p>}
        </Section>
      )}
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
              edit: editOf('workHistory', w.id, workFields, w, workHistoryEntry),
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
              edit: editOf('educations', e.id, educationFields, e, educationBlock),
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
            edit: editOf('workReferences', r.id, referenceFields, r, workReference),
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
      {!editing && (
        <Section id="talent-certificates" title={t('talent:section.certificates')}>
          <Entries
            empty={t('talent:none')}
            entries={talent.certificates.map((c, i) => ({
              key: `${c.name}-${i}`,
              title: c.name,
              meta: dateText(c.date),
              body: c.additional_info,
            }))}
          />
        </Section>
      )}
      {!editing && (
        <Section id="talent-permit" title={t('talent:section.permit')}>
          <FieldList
            items={[
              { label: t('talent:field.permit'), value: talent.permit ? t(`labels:workPermit.${talent.permit}`) : null },
              { label: t('talent:field.permitActive'), value: dateText(talent.permitActive) },
              { label: t('talent:field.permitApplied'), value: dateText(talent.permitApplied) },
            ]}
          />
        </Section>
      )}
      <Section id="talent-files" title={t('talent:section.files')}>
        <FieldList items={[{ label: t('talent:field.cv'), value: <CvLink path={talent.fileCV} /> }]} />
      </Section>
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
            edit: editOf('i18n', tr.id, textFields, tr, talentRecordRules.i18n),
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
      <Section id="talent-sick-leaves" title={t('talent:section.sickLeaves')}>
        <Entries
          empty={t('talent:none')}
          entries={(records.sickLeaves ?? []).map((s) => ({
            key: s.id,
            title: `${s.customer} · ${periodText(s.start, s.end)}`,
            meta: [s.name, s.phone, s.email].filter(Boolean).join(' · '),
            body: s.missedShift,
          }))}
        />
      </Section>
      <Section id="talent-record" title={t('talent:section.record')}>
        <FieldList
          items={[
            { label: t('talent:field.added'), value: dateText(talent.added) },
            { label: t('talent:field.created'), value: stamp(talent.created) },
            { label: t('talent:field.updated'), value: stamp(talent.updated) },
          ]}
        />
      </Section>
    </div>
  );
}

interface Entry {
  key: string;
  title: string;
  meta: string;
  body: string | null | undefined;
  lang?: string;
  /** Admins remove rows of the talent's own lists. */
  onRemove?: (() => Promise<void>) | undefined;
  /** Admins edit rows of the talent's own lists. */
  edit?: EntryEdit | undefined;
}

type RowFormSchema = Parameters<typeof RowForm>[0]['schema'];

interface EntryEdit {
  fields: RowField[];
  schema: RowFormSchema;
  initial: Record<string, string | boolean>;
  onSave: (values: Record<string, unknown>) => Promise<void>;
}

/** A new translation row: the language (its document id) and the texts. */
const translationRow = talentRecordRules.i18n.extend({ language: z.enum(TALENT_LANGUAGES, { error: m.fieldRequired }) });

function Entries({ entries, empty }: { entries: Entry[]; empty: string }) {
  const { t } = useTranslation(['talent']);
  const [editing, setEditing] = useState<string | null>(null);
  if (entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((e) =>
        editing === e.key && e.edit ? (
          <li key={e.key} className="py-2 first:pt-0 last:pb-0">
            <RowForm
              openLabel={t('talent:editRow', { name: e.title })}
              title={t('talent:editRowTitle', { name: e.title })}
              fields={e.edit.fields}
              schema={e.edit.schema}
              initial={e.edit.initial}
              onSave={e.edit.onSave}
              onClose={() => setEditing(null)}
            />
          </li>
        ) : (
          <li key={e.key} className="py-2 first:pt-0 last:pb-0" lang={e.lang}>
            <p className="font-semibold text-slate-900">{e.title}</p>
            {e.meta && <p className="text-sm text-slate-700">{e.meta}</p>}
            {e.body && <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{e.body}</p>}
            {e.onRemove && (
              <button
                type="button"
                className="mt-1 text-sm font-semibold text-red-800 underline underline-offset-4"
                onClick={() =>
                  void e.onRemove!().catch((error: unknown) => console.warn('vuoro: removing the row failed', error))
                }
              >
                {t('talent:removeRow', { name: e.title })}
              </button>
            )}
            {e.edit && (
              <button
                type="button"
                className="ml-4 mt-1 text-sm font-semibold text-brand-800 underline underline-offset-4"
                onClick={() => setEditing(e.key)}
              >
                {t('talent:editRow', { name: e.title })}
              </button>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** What the talent answered on the registration form beyond the entity's fields (read-only). */
function RegistrationAnswers({
  answers,
  yesNo,
  list,
  languageName,
}: {
  answers: RegistrationExtras;
  yesNo: (v: boolean) => string;
  list: (items: string[]) => ReactNode;
  languageName: (code: string) => string;
}) {
  const { t } = useTranslation(['talent', 'labels']);
  const licence = answers.driverLicence.classes.map((c) =>
    c === 'other' && answers.driverLicence.otherClass ? answers.driverLicence.otherClass : t(`labels:driverLicence.${c}`),
  );
  return (
    <Section id="talent-registration" title={t('talent:section.registration')}>
      <FieldList
        items={[
          { label: t('talent:field.jobFields'), value: list(answers.jobFields.map((f) => t(`labels:jobField.${f}`))) },
          { label: t('talent:field.driverLicence'), value: list(licence) },
          { label: t('talent:field.carInUse'), value: yesNo(answers.driverLicence.carInUse) },
          {
            label: t('talent:field.availability'),
            value: list(answers.availability.options.map((o) => t(`labels:availability.${o}`))),
          },
          {
            label: t('talent:field.weeklyHours'),
            value: answers.availability.weeklyHours === null ? null : String(answers.availability.weeklyHours),
          },
          { label: t('talent:field.readyToMove'), value: yesNo(answers.readyToMove) },
          { label: t('talent:field.whereHeard'), value: answers.whereHeard },
          { label: t('talent:field.formLanguage'), value: answers.formLanguage ? languageName(answers.formLanguage) : null },
        ]}
      />
    </Section>
  );
}
