import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTalentStatus,
  JOB_CATEGORIES,
  TALENT_STATUSES,
  WORK_PERMIT_OPTIONS,
  type JobCategory,
  type LanguageSkill,
  type Tag,
  type Talent,
  type TalentStatus,
  type WorkPermitOption,
} from '@vuoro/domain';
import { buttonClass, Notice, TextField } from '@/lib/ui/account-form';
import { LanguageSkillsEditor, useLanguageName } from '@/lib/ui/language-skills-editor';
import { updateTalentInput, type UpdateTalentInput } from '../../api/detail/update-talent';
import { TagPicker } from './tag-picker';

type TextKey =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'linkedInUrl'
  | 'location'
  | 'shortDescription'
  | 'about'
  | 'skills'
  | 'presentation';
type FlagKey = 'jobSeeker' | 'employedElsewhere' | 'videoInterviewDone';
export interface CertificateRow {
  date: string;
  name: string;
  additional_info: string;
}
export interface ExperienceRow {
  name: string;
  years: string;
}
export type TalentFormValues = Record<TextKey, string> &
  Record<FlagKey, boolean> & {
    languages: LanguageSkill[];
    tags: Tag[];
    industry: string;
    certificates: CertificateRow[];
    yearsOfExperiences: ExperienceRow[];
    permit: WorkPermitOption | '';
    status: TalentStatus | '';
    permitActive: string;
    permitApplied: string;
    jobs: JobCategory[];
    evaledLang: string;
  };
/** Error keys: a field's name, or a row field's path (`certificates.0.name`). */
type ErrorKey = string;

/** A stored date as the date input's `YYYY-MM-DD` (dates are stored at UTC midnight). */
export function dateInputValue(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 10) : '';
}

const LINE_FIELDS: { key: TextKey; type?: string; autoComplete?: string; required?: boolean }[] = [
  { key: 'firstName', autoComplete: 'off', required: true },
  { key: 'lastName', autoComplete: 'off', required: true },
  { key: 'email', type: 'email', autoComplete: 'off', required: true },
  { key: 'phoneNumber', type: 'tel', autoComplete: 'off', required: true },
  { key: 'linkedInUrl', type: 'url', autoComplete: 'off' },
  { key: 'location', autoComplete: 'off' },
];
const AREA_FIELDS: TextKey[] = ['shortDescription', 'about', 'skills', 'presentation'];
const FLAGS: FlagKey[] = ['jobSeeker', 'employedElsewhere', 'videoInterviewDone'];

/** The form's starting values: what is stored now. */
export function formValuesOf(talent: Talent): TalentFormValues {
  return {
    firstName: talent.firstName,
    lastName: talent.lastName,
    email: talent.email,
    phoneNumber: talent.phoneNumber ?? '',
    linkedInUrl: talent.linkedInUrl ?? '',
    location: talent.location ?? '',
    status: isTalentStatus(talent.status) ? talent.status : '',
    shortDescription: talent.shortDescription ?? '',
    about: talent.about ?? '',
    skills: talent.skills ?? '',
    presentation: talent.presentation ?? '',
    jobSeeker: talent.jobSeeker,
    employedElsewhere: talent.employedElsewhere,
    videoInterviewDone: talent.videoInterviewDone,
    languages: talent.languages.map((l) => ({ ...l })),
    tags: talent.tags.map((tag) => ({ ...tag })),
    industry: talent.industry ?? '',
    certificates: talent.certificates.map((c) => ({
      date: dateInputValue(c.date),
      name: c.name,
      additional_info: c.additional_info ?? '',
    })),
    yearsOfExperiences: talent.yearsOfExperiences.map((y) => ({ name: y.name, years: String(y.years) })),
    permit: talent.permit ?? '',
    permitActive: dateInputValue(talent.permitActive),
    permitApplied: dateInputValue(talent.permitApplied),
    jobs: [...talent.jobs],
    evaledLang: talent.evaledLang ?? '',
  };
}

/** What the form holds as the update's input: blank → absent, numbers as numbers. */
export function formInput(values: TalentFormValues): Record<string, unknown> {
  const blank = (v: string) => (v.trim() === '' ? null : v);
  return {
    ...values,
    industry: blank(values.industry),
    evaledLang: blank(values.evaledLang),
    permit: values.permit || null,
    status: values.status || null,
    permitActive: values.permit === 'active' ? blank(values.permitActive) : null,
    permitApplied: values.permit === 'notActive' ? blank(values.permitApplied) : null,
    certificates: values.certificates.map((c) => ({
      date: blank(c.date),
      name: c.name,
      additional_info: blank(c.additional_info),
    })),
    yearsOfExperiences: values.yearsOfExperiences.map((y) => ({
      name: y.name,
      years: y.years.trim() === '' ? undefined : Number(y.years.replace(',', '.')),
    })),
  };
}

/** Field messages (i18n keys) by field, first message per field, from the talent form rules. */
export function validateTalentForm(
  values: TalentFormValues,
): { data: UpdateTalentInput } | { errors: Partial<Record<ErrorKey, string>> } {
  const result = updateTalentInput.safeParse(formInput(values));
  if (result.success) return { data: result.data };
  const errors: Partial<Record<ErrorKey, string>> = {};
  for (const issue of result.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
    if (issue.path.length > 1) errors[issue.path.join('.')] ??= issue.message;
  }
  return { errors };
}

export interface TalentEditFormProps {
  talent: Talent;
  /** The `tags` catalogue, live. */
  tagCatalogue: Tag[];
  /** Industry names by id (`industries`). */
  industries: Map<string, string>;
  onSave: (input: UpdateTalentInput) => Promise<void>;
  onDone: () => void;
}

/**
 * The recruiter's edit form for the talent's main fields. Invalid fields say why (the talent
 * form rules); a failed save keeps everything typed and says 'Error while saving talent!'.
 */
export function TalentEditForm({ talent, tagCatalogue, industries, onSave, onDone }: TalentEditFormProps) {
  const { t } = useTranslation(['talent', 'validation', 'labels']);
  const ids = {
    title: useId(),
    area: useId(),
    languages: useId(),
    industry: useId(),
    permit: useId(),
    evaled: useId(),
    status: useId(),
  };
  const jobChoices = JOB_CATEGORIES.map((code) => ({ id: code, name: t(`labels:jobCategory.${code}`) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const [values, setValues] = useState<TalentFormValues>(() => formValuesOf(talent));
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const languageName = useLanguageName();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  const set = <K extends keyof TalentFormValues>(key: K, value: TalentFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== key && !k.startsWith(`${key}.`))));
  };
  const setRow = <K extends 'certificates' | 'yearsOfExperiences'>(
    key: K,
    index: number,
    change: Partial<TalentFormValues[K][number]>,
  ) => {
    setValues((v) => ({ ...v, [key]: v[key].map((row, i) => (i === index ? { ...row, ...change } : row)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${key}.${index}.`))));
  };
  const industryChoices = [...industries.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  if (values.industry && !industries.has(values.industry)) industryChoices.push([values.industry, values.industry]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateTalentForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setState('idle');
      return;
    }
    setErrors({});
    setState('saving');
    try {
      await onSave(checked.data);
      setState('idle');
      onDone();
    } catch (error) {
      console.warn('vuoro: saving the talent failed', error);
      setState('failed');
    }
  }

  return (
    <form
      aria-labelledby={ids.title}
      noValidate
      onSubmit={submit}
      className="rounded-xl border border-brand-300 bg-white p-4 shadow-sm"
    >
      <h2 id={ids.title} className="text-lg font-bold text-slate-900">
        {t('talent:editTitle')}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {LINE_FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={t(`talent:field.${f.key}`)}
            value={values[f.key]}
            onValue={(v) => set(f.key, v)}
            error={errors[f.key]}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            required={f.required}
            hint={f.key === 'phoneNumber' ? t('talent:phoneHint') : undefined}
          />
        ))}
        <div>
          <label htmlFor={ids.status} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.status')}
          </label>
          <select
            id={ids.status}
            value={values.status}
            onChange={(e) => set('status', e.target.value as TalentStatus | '')}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          >
            <option value="">{t('talent:noStatus')}</option>
            {TALENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`labels:talentStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4">
        {AREA_FIELDS.map((key) => (
          <TextArea
            key={key}
            id={`${ids.area}-${key}`}
            label={t(`talent:field.${key}`)}
            value={values[key]}
            onValue={(v) => set(key, v)}
            error={errors[key] ? t(errors[key]) : undefined}
          />
        ))}
      </div>
      <fieldset className="mt-4" aria-describedby={errors.languages ? `${ids.languages}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{t('talent:field.languages')}</legend>
        <LanguageSkillsEditor
          value={values.languages}
          onChange={(languages) => set('languages', languages)}
          labels={{
            language: (n) => t('talent:languageN', { n }),
            level: (n) => t('talent:levelN', { n }),
            remove: (name) => t('talent:removeLanguage', { name }),
            add: t('talent:addLanguage'),
          }}
        />
        <div className="mt-3 max-w-xs">
          <label htmlFor={ids.evaled} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.evaledLang')}
          </label>
          <select
            id={ids.evaled}
            value={values.evaledLang}
            onChange={(e) => set('evaledLang', e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          >
            <option value="">{t('talent:notGiven')}</option>
            {[...new Set([...values.languages.map((l) => l.language), ...(values.evaledLang ? [values.evaledLang] : [])])].map(
              (code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ),
            )}
          </select>
        </div>
        {errors.languages && (
          <p id={`${ids.languages}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {t(errors.languages)}
          </p>
        )}
      </fieldset>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TagPicker
          label={t('talent:field.tags')}
          catalogue={tagCatalogue}
          value={values.tags}
          onChange={(tags) => set('tags', tags)}
        />
        <TagPicker
          label={t('talent:field.jobs')}
          catalogue={jobChoices}
          value={values.jobs.map((code) => ({ id: code, name: t(`labels:jobCategory.${code}`) }))}
          onChange={(picked) =>
            set(
              'jobs',
              picked.map((p) => p.id as JobCategory),
            )
          }
        />
        <div>
          <label htmlFor={ids.industry} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.industry')}
          </label>
          <select
            id={ids.industry}
            value={values.industry}
            onChange={(e) => set('industry', e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          >
            <option value="">{t('talent:notGiven')}</option>
            {industryChoices.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('talent:section.certificates')}</legend>
        <ul className="mt-1 space-y-3">
          {values.certificates.map((c, i) => (
            <li key={i} className="grid grid-cols-1 gap-2 border-b border-slate-200 pb-3 sm:grid-cols-3">
              <TextField
                label={t('talent:certificateNameN', { n: i + 1 })}
                value={c.name}
                onValue={(v) => setRow('certificates', i, { name: v })}
                error={errors[`certificates.${i}.name`]}
                required
              />
              <TextField
                label={t('talent:certificateDateN', { n: i + 1 })}
                type="date"
                value={c.date}
                onValue={(v) => setRow('certificates', i, { date: v })}
                error={errors[`certificates.${i}.date`]}
              />
              <TextField
                label={t('talent:certificateInfoN', { n: i + 1 })}
                value={c.additional_info}
                onValue={(v) => setRow('certificates', i, { additional_info: v })}
                error={errors[`certificates.${i}.additional_info`]}
              />
              <button
                type="button"
                className="justify-self-start text-sm font-semibold text-red-800 underline underline-offset-4"
                onClick={() =>
                  set(
                    'certificates',
                    values.certificates.filter((_, j) => j !== i),
                  )
                }
              >
                {c.name ? t('talent:removeCertificate', { name: c.name }) : t('talent:removeCertificateN', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${buttonClass.link} mt-2 text-sm`}
          onClick={() => set('certificates', [...values.certificates, { date: '', name: '', additional_info: '' }])}
        >
          {t('talent:addCertificate')}
        </button>
      </fieldset>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('talent:field.yearsOfExperiences')}</legend>
        <ul className="mt-1 space-y-3">
          {values.yearsOfExperiences.map((y, i) => (
            <li key={i} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_8rem_auto]">
              <TextField
                label={t('talent:experienceNameN', { n: i + 1 })}
                value={y.name}
                onValue={(v) => setRow('yearsOfExperiences', i, { name: v })}
                error={errors[`yearsOfExperiences.${i}.name`]}
                required
              />
              <TextField
                label={t('talent:experienceYearsN', { n: i + 1 })}
                inputMode="decimal"
                value={y.years}
                onValue={(v) => setRow('yearsOfExperiences', i, { years: v })}
                error={errors[`yearsOfExperiences.${i}.years`]}
                required
              />
              <button
                type="button"
                className="mb-2 justify-self-start text-sm font-semibold text-red-800 underline underline-offset-4"
                onClick={() =>
                  set(
                    'yearsOfExperiences',
                    values.yearsOfExperiences.filter((_, j) => j !== i),
                  )
                }
              >
                {y.name ? t('talent:removeExperience', { name: y.name }) : t('talent:removeExperienceN', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${buttonClass.link} mt-2 text-sm`}
          onClick={() => set('yearsOfExperiences', [...values.yearsOfExperiences, { name: '', years: '' }])}
        >
          {t('talent:addExperience')}
        </button>
      </fieldset>
      <div className="mt-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.permit} className="block text-sm font-semibold text-slate-800">
              {t('talent:field.permit')}
            </label>
            <select
              id={ids.permit}
              value={values.permit}
              onChange={(e) => {
                set('permit', e.target.value as WorkPermitOption | '');
                setErrors((er) => ({ ...er, permitActive: undefined, permitApplied: undefined }));
              }}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            >
              <option value="">{t('talent:notGiven')}</option>
              {WORK_PERMIT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`labels:workPermit.${option}`)}
                </option>
              ))}
            </select>
          </div>
          {values.permit === 'active' && (
            <TextField
              label={t('talent:field.permitActive')}
              type="date"
              required
              value={values.permitActive}
              onValue={(v) => set('permitActive', v)}
              error={errors.permitActive}
            />
          )}
          {values.permit === 'notActive' && (
            <TextField
              label={t('talent:field.permitApplied')}
              type="date"
              required
              value={values.permitApplied}
              onValue={(v) => set('permitApplied', v)}
              error={errors.permitApplied}
            />
          )}
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('talent:section.status')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {FLAGS.map((key) => (
            <label key={key} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={values[key]}
                onChange={(e) => set(key, e.target.checked)}
                className="size-4 accent-brand-700"
              />
              {t(`talent:field.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {state === 'failed' && (
        <div className="mt-4">
          <Notice tone="error">{t('talent:saveFailed')}</Notice>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={state === 'saving'}>
          {state === 'saving' ? t('talent:saving') : t('talent:save')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onDone} disabled={state === 'saving'}>
          {t('talent:cancel')}
        </button>
      </div>
    </form>
  );
}

interface TextAreaProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}

function TextArea({ id, label, value, onValue, error }: TextAreaProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
