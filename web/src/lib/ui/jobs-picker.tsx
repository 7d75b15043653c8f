import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_CATEGORIES, type JobCategory } from '@vuoro/domain';
import { checkboxClass, choiceLabelClass } from './check-group';
import { controlClass } from './field';

export interface JobsPickerProps {
  /** The scroll box's id: where a form puts the focus when the choice has an error. */
  id: string;
  legend: string;
  filterLabel: string;
  /** Said (politely, live) under the filter: how many are chosen. */
  chosenText?: string;
  chosen: readonly JobCategory[];
  onChange: (list: JobCategory[]) => void;
}

/**
 * The jobs of interest (the registration form, the talent's own answers on /talent-profile): a
 * filter over the job categories in the user's language, sorted by name; ticked ones stay in view
 * whatever the filter says, so nothing chosen hides. One scroll box of ticks, two columns from 640 px.
 */
export function JobsPicker({ id, legend, filterLabel, chosenText, chosen, onChange }: JobsPickerProps) {
  const { t, i18n } = useTranslation('labels');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase();
  const jobs = JOB_CATEGORIES.map((code) => ({ code, name: t(`labels:jobCategory.${code}`) }))
    .filter((j) => j.name.toLocaleLowerCase().includes(wanted) || chosen.includes(j.code))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <label htmlFor={filterId} className="mt-2 block text-sm text-slate-700">
        {filterLabel}
      </label>
      <input id={filterId} type="search" className={controlClass} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {chosenText && (
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {chosenText}
        </p>
      )}
      <div
        id={id}
        tabIndex={-1}
        className="mt-2 grid max-h-48 gap-x-4 sm:max-h-72 overflow-y-auto rounded-lg border border-slate-300 p-2 sm:grid-cols-2"
      >
        {jobs.map((job) => (
          <label key={job.code} className={choiceLabelClass}>
            <input
              type="checkbox"
              className={`${checkboxClass} mt-0.5`}
              checked={chosen.includes(job.code)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, job.code] : chosen.filter((x) => x !== job.code))}
            />
            {job.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
