import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, SKILL_LANGUAGE_CHOICES } from '@vuoro/domain';
import { FormField } from '@/lib/ui/field';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { useLanguageName } from '@/lib/use-language-name';
import { emptyLanguage } from '../../model';
import { checkboxClass, choiceLabelClass, Section } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** The languages the talent speaks, each with a described level; at least one row stays. */
export function LanguagesSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation(['registration', 'labels']);
  const { values, errors, setRows, setRow, idOf, errorOf, requiredText, prefix } = form;
  const languageName = useLanguageName();
  const languageChoices = [...new Set([...SKILL_LANGUAGE_CHOICES, ...values.languages.map((l) => l.language).filter(Boolean)])];
  return (
    <Section title={t('registration:section.languages')} hint={t('registration:hint.languages')}>
      <RowListEditor
        variant="card"
        rows={values.languages}
        rowKey={(row) => row.key}
        onChange={(rows, change) => setRows('languages', rows, change)}
        newRow={emptyLanguage}
        rowTitle={(_, index) => t('registration:row.language', { n: index + 1 })}
        removeLabel={(_, index) => t('registration:remove.language', { n: index + 1 })}
        canRemove={() => values.languages.length > 1}
        addLabel={t('registration:add.language')}
        renderRow={(row, index) => {
          const levelError = errors[`languages.${index}.level`];
          return (
            <>
              <FormField
                id={idOf(`languages.${index}.language`)}
                label={t('registration:field.language')}
                required
                requiredText={requiredText}
                error={errorOf(`languages.${index}.language`) ?? (index === 0 ? errorOf('languages') : undefined)}
              >
                {(props) => (
                  <select
                    {...props}
                    value={row.language}
                    onChange={(e) => setRow('languages', index, { language: e.target.value })}
                  >
                    <option value="">{t('registration:choose')}</option>
                    {languageChoices.map((code) => (
                      <option key={code} value={code}>
                        {languageName(code)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <fieldset className="mt-3" aria-describedby={levelError ? idOf(`languages.${index}.level-error`) : undefined}>
                <legend className="text-sm font-semibold text-slate-800">
                  {t('registration:field.level')}
                  <span className="text-red-800">
                    {' '}
                    <span aria-hidden="true">*</span>
                    <span className="sr-only">{requiredText}</span>
                  </span>
                </legend>
                {LANGUAGE_LEVELS.map((level) => (
                  <label key={level} className={`${choiceLabelClass} mt-1`}>
                    <input
                      type="radio"
                      className={`${checkboxClass} mt-0.5`}
                      name={`${prefix}-level-${row.key}`}
                      value={level}
                      checked={row.level === level}
                      aria-invalid={levelError ? true : undefined}
                      onChange={() => setRow('languages', index, { level })}
                    />
                    <span>
                      <span className="font-semibold">{t(`labels:languageLevel.${level}`)}</span>
                      <span className="block text-sm text-slate-700">{t(`labels:languageLevelDescription.${level}`)}</span>
                    </span>
                  </label>
                ))}
                {levelError && (
                  <p id={idOf(`languages.${index}.level-error`)} className="mt-1 text-sm font-semibold text-red-800">
                    {t(levelError)}
                  </p>
                )}
              </fieldset>
            </>
          );
        }}
      />
    </Section>
  );
}
