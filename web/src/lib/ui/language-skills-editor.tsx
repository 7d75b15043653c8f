import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, SKILL_LANGUAGE_CHOICES, type LanguageSkill } from '@vuoro/domain';
import { useLanguageName } from '../use-language-name';
import { buttonClass } from './button';

export interface LanguageSkillsEditorProps {
  value: LanguageSkill[];
  onChange: (value: LanguageSkill[]) => void;
  /** The screen's own words: each row's two labels, the remove and the add button. */
  labels: {
    language: (n: number) => string;
    level: (n: number) => string;
    remove: (name: string) => string;
    add: string;
  };
  /** Id for the first control (the one a validation error focuses). */
  firstId?: string | undefined;
}

/**
 * Rows of language plus level (basic, basic+, independent, proficient) with remove buttons and
 * an add button: the talent profile's language skills, in the recruiter's and the talent's own
 * forms. Level names come from the `labels` namespace.
 */
export function LanguageSkillsEditor({ value, onChange, labels, firstId }: LanguageSkillsEditorProps) {
  const { t } = useTranslation(['labels']);
  const languageName = useLanguageName();
  const choices = [...new Set([...SKILL_LANGUAGE_CHOICES, ...value.map((l) => l.language)])];
  const setRow = (index: number, change: Partial<LanguageSkill>) =>
    onChange(value.map((l, i) => (i === index ? { ...l, ...change } : l)));
  return (
    <>
      <ul className="mt-1 space-y-2">
        {value.map((l, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm">
              {labels.language(i + 1)}
              <select
                id={i === 0 ? firstId : undefined}
                value={l.language}
                onChange={(e) => setRow(i, { language: e.target.value })}
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
              {labels.level(i + 1)}
              <select
                value={l.level}
                onChange={(e) => setRow(i, { level: e.target.value as LanguageSkill['level'] })}
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
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              {labels.remove(languageName(l.language))}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        id={value.length === 0 ? firstId : undefined}
        className={`${buttonClass.link} mt-2 text-sm`}
        onClick={() => onChange([...value, { language: 'fi', level: 'basic' }])}
      >
        {labels.add}
      </button>
    </>
  );
}
