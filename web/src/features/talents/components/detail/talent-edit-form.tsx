import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, type LanguageSkill, type Talent } from '@vuoro/domain';
import { buttonClass, Notice, TextField } from '@/lib/ui/account-form';
import { updateTalentInput, type UpdateTalentInput } from '../../api/detail/update-talent';

type TextKey =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'linkedInUrl'
  | 'location'
  | 'status'
  | 'shortDescription'
  | 'about'
  | 'skills'
  | 'presentation';
type FlagKey = 'jobSeeker' | 'employedElsewhere' | 'videoInterviewDone';
export type TalentFormValues = Record<TextKey, string> & Record<FlagKey, boolean> & { languages: LanguageSkill[] };
type ErrorKey = TextKey | 'languages';

/** Languages offered in the picker (ISO 639-1), plus any the talent already has. */
const LANGUAGE_CHOICES = ['fi', 'en', 'sv', 'uk', 'ru', 'et', 'de', 'fr', 'es', 'pl', 'ar', 'so', 'fa', 'tr', 'vi', 'zh'];

const LINE_FIELDS: { key: TextKey; type?: string; autoComplete?: string; required?: boolean }[] = [
  { key: 'firstName', autoComplete: 'off', required: true },
  { key: 'lastName', autoComplete: 'off', required: true },
  { key: 'email', type: 'email', autoComplete: 'off', required: true },
  { key: 'phoneNumber', type: 'tel', autoComplete: 'off', required: true },
  { key: 'linkedInUrl', type: 'url', autoComplete: 'off' },
  { key: 'location', autoComplete: 'off' },
  { key: 'status', autoComplete: 'off' },
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
    status: talent.status ?? '',
    shortDescription: talent.shortDescription ?? '',
    about: talent.about ?? '',
    skills: talent.skills ?? '',
    presentation: talent.presentation ?? '',
    jobSeeker: talent.jobSeeker,
    employedElsewhere: talent.employedElsewhere,
    videoInterviewDone: talent.videoInterviewDone,
    languages: talent.languages.map((l) => ({ ...l })),
  };
}

/** Field messages (i18n keys) by field, first message per field, from the talent form rules. */
export function validateTalentForm(
  values: TalentFormValues,
): { data: UpdateTalentInput } | { errors: Partial<Record<TextKey, string>> } {
  const result = updateTalentInput.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Partial<Record<TextKey, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as TextKey;
    errors[key] ??= issue.message;
  }
  return { errors };
}

export interface TalentEditFormProps {
  talent: Talent;
  onSave: (input: UpdateTalentInput) => Promise<void>;
  onDone: () => void;
}

/**
 * The recruiter's edit form for the talent's main fields. Invalid fields say why (the talent
 * form rules); a failed save keeps everything typed and says 'Error while saving talent!'.
 */
export function TalentEditForm({ talent, onSave, onDone }: TalentEditFormProps) {
  const { t, i18n } = useTranslation(['talent', 'validation', 'labels']);
  const ids = { title: useId(), area: useId(), languages: useId() };
  const [values, setValues] = useState<TalentFormValues>(() => formValuesOf(talent));
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const choices = [...new Set([...LANGUAGE_CHOICES, ...values.languages.map((l) => l.language)])];
  const setLanguage = (index: number, change: Partial<LanguageSkill>) => {
    set(
      'languages',
      values.languages.map((l, i) => (i === index ? { ...l, ...change } : l)),
    );
  };
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  const set = <K extends keyof TalentFormValues>(key: K, value: TalentFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

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
        <ul className="mt-1 space-y-2">
          {values.languages.map((l, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col text-sm">
                {t('talent:languageN', { n: i + 1 })}
                <select
                  value={l.language}
                  onChange={(e) => setLanguage(i, { language: e.target.value })}
                  className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
                >
                  {choices.map((code) => (
                    <option key={code} value={code}>
                      {languageName(code)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col text-sm">
                {t('talent:levelN', { n: i + 1 })}
                <select
                  value={l.level}
                  onChange={(e) => setLanguage(i, { level: e.target.value as LanguageSkill['level'] })}
                  className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
                >
                  {LANGUAGE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`labels:languageLevel.${level}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="mb-2 text-sm font-semibold text-red-800 underline underline-offset-4"
                onClick={() =>
                  set(
                    'languages',
                    values.languages.filter((_, j) => j !== i),
                  )
                }
              >
                {t('talent:removeRow', { name: languageName(l.language) })}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${buttonClass.link} mt-2 text-sm`}
          onClick={() => set('languages', [...values.languages, { language: 'fi', level: 'basic' }])}
        >
          {t('talent:addLanguage')}
        </button>
        {errors.languages && (
          <p id={`${ids.languages}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {t(errors.languages)}
          </p>
        )}
      </fieldset>
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
