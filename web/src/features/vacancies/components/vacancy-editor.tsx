import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, labelKey, type VacancyWrite } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { checkVacancy, VACANCY_FIELDS, type FieldErrors, type VacancyField, type VacancyValues } from '../model';
import { FormField } from '@/lib/ui/field';
import { Button } from '@/lib/ui/button';
import { useEndpointAction } from '@/lib/use-endpoint-action';

export interface VacancyEditorProps {
  /** The title of the form: "New vacancy" or "Edit vacancy". */
  title: string;
  initial: VacancyValues;
  onSave: (input: VacancyWrite) => Promise<unknown>;
  onCancel: () => void;
}

const MULTILINE: ReadonlySet<VacancyField> = new Set(['description', 'companyDescription']);
const REQUIRED: ReadonlySet<VacancyField> = new Set(['name']);
const HINTED: ReadonlySet<VacancyField> = new Set([
  'cities',
  'counties',
  'tags',
  'logo',
  'image',
  'description',
  'companyDescription',
  'applyLinkSuffix',
  'startDate',
]);

/**
 * Every field of a vacancy (spec section 3) and whether it is published. Checked with the
 * domain's `vacancyWrite`: a bad field shows its message and takes the focus; a failed save
 * keeps what was typed.
 */
export function VacancyEditor({ title, initial, onSave, onCancel }: VacancyEditorProps) {
  const { t } = useTranslation(['vacancies', 'labels', 'validation']);
  const prefix = useId();
  const idOf = (field: VacancyField) => `${prefix}-${field}`;
  const [values, setValues] = useState<VacancyValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<VacancyField>>({});
  // A failure keeps the form as typed, to save again.
  const save = useEndpointAction(onSave, {
    failure: (error) => {
      console.warn('vuoro: saving a vacancy failed', error);
      return 'vacancies:admin.saveFailed';
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkVacancy(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = VACANCY_FIELDS.find((f) => checked.errors[f]);
      if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return;
    }
    setErrors({});
    await save.run(checked.data);
  }

  const field = (name: VacancyField) => (
    <FormField
      key={name}
      id={idOf(name)}
      label={t(`vacancies:field.${name}`)}
      hint={HINTED.has(name) ? t(`vacancies:hint.${name}`) : undefined}
      required={REQUIRED.has(name)}
      requiredText={t('vacancies:required')}
      error={errors[name] && t(errors[name])}
    >
      {(props) =>
        MULTILINE.has(name) ? (
          <textarea
            {...props}
            rows={5}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        ) : name === 'language' ? (
          <select {...props} value={values.language} onChange={(e) => setValues((v) => ({ ...v, language: e.target.value }))}>
            <option value="">{t('vacancies:interest.noAnswer')}</option>
            {LANGUAGE_NAMES.map((l) => (
              <option key={l} value={l}>
                {t(labelKey('language', l))}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...props}
            type={name === 'logo' || name === 'image' ? 'url' : 'text'}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        )
      }
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${prefix}-title`}
      className="space-y-4 rounded-xl border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id={`${prefix}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {field('name')}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['company', 'recruiter', 'cities', 'counties', 'location', 'employmentType', 'startDate', 'language'] as const).map(
          field,
        )}
      </div>
      {field('tags')}
      <div className="grid gap-4 sm:grid-cols-2">{(['logo', 'image'] as const).map(field)}</div>
      {field('description')}
      {field('companyDescription')}
      {field('applyLinkSuffix')}
      <label className="flex items-center gap-3 text-base font-semibold text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={values.published}
          onChange={(e) => setValues((v) => ({ ...v, published: e.target.checked }))}
        />
        {t('vacancies:field.published')}
      </label>
      {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.busy}>
          {t('vacancies:admin.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('vacancies:admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
