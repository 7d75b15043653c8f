import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_CATEGORIES, type JobCategory, type Tag } from '@vuoro/domain';
import { LanguageSkillsEditor } from '@/lib/ui/language-skills-editor';
import { useLanguageName } from '@/lib/use-language-name';
import { TagPicker } from '../tag-picker';
import { selectClass } from './edit-basics';
import type { TalentFormApi } from './use-talent-form';

/** The languages with the evaluated one, then the catalogue picks: tags, jobs and the industry. */
export function EditSkills({
  form,
  tagCatalogue,
  industries,
}: {
  form: TalentFormApi;
  tagCatalogue: Tag[];
  industries: Map<string, string>;
}) {
  const { t } = useTranslation(['talent', 'validation', 'labels']);
  const { values, errors, set } = form;
  const languagesId = useId();
  const evaledId = useId();
  const industryId = useId();
  const languageName = useLanguageName();
  const jobChoices = JOB_CATEGORIES.map((code) => ({ id: code, name: t(`labels:jobCategory.${code}`) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const industryChoices = [...industries.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  if (values.industry && !industries.has(values.industry)) industryChoices.push([values.industry, values.industry]);
  const evaledChoices = [
    ...new Set([...values.languages.map((l) => l.language), ...(values.evaledLang ? [values.evaledLang] : [])]),
  ];
  return (
    <>
      <fieldset className="mt-4" aria-describedby={errors.languages ? `${languagesId}-error` : undefined}>
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
          <label htmlFor={evaledId} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.evaledLang')}
          </label>
          <select
            id={evaledId}
            value={values.evaledLang}
            onChange={(e) => set('evaledLang', e.target.value)}
            className={selectClass}
          >
            <option value="">{t('talent:notGiven')}</option>
            {evaledChoices.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        {errors.languages && (
          <p id={`${languagesId}-error`} className="mt-1 text-sm font-semibold text-red-800">
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
          <label htmlFor={industryId} className="block text-sm font-semibold text-slate-800">
            {t('talent:field.industry')}
          </label>
          <select
            id={industryId}
            value={values.industry}
            onChange={(e) => set('industry', e.target.value)}
            className={selectClass}
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
    </>
  );
}
