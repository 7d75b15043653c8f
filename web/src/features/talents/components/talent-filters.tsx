import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_STATUS, type TalentFilters } from './talent-search';

export interface FilterOption {
  value: string;
  label: string;
}

export interface TalentFiltersFormProps {
  filters: TalentFilters;
  onChange: (filters: TalentFilters) => void;
  tags: FilterOption[];
  industries: FilterOption[];
  languages: FilterOption[];
  statuses: FilterOption[];
  jobs: FilterOption[];
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** Name search and the six filters of the talent list; every change goes straight to the URL. */
export function TalentFiltersForm({ filters, onChange, tags, industries, languages, statuses, jobs }: TalentFiltersFormProps) {
  const { t } = useTranslation(['talents']);
  const id = useId();
  const set = (key: keyof TalentFilters) => (value: string) => onChange({ ...filters, [key]: value });

  const select = (key: keyof TalentFilters, label: string, options: FilterOption[]) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(e) => set(key)(e.target.value)} className={fieldClass}>
        <option value="">{t('talents:filter.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      role="search"
      aria-label={t('talents:filter.title')}
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      <div className="col-span-2">
        <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-800">
          {t('talents:filter.name')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          onChange={(e) => set('q')(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={fieldClass}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-location`} className="block text-sm font-semibold text-slate-800">
          {t('talents:filter.location')}
        </label>
        <input
          id={`${id}-location`}
          type="search"
          value={filters.location}
          onChange={(e) => set('location')(e.target.value)}
          autoComplete="off"
          className={fieldClass}
        />
      </div>
      {select('status', t('talents:filter.status'), [{ value: NO_STATUS, label: t('talents:status.none') }, ...statuses])}
      {select('tag', t('talents:filter.tag'), tags)}
      {select('industry', t('talents:filter.industry'), industries)}
      {select('lang', t('talents:filter.language'), languages)}
      {select('job', t('talents:filter.job'), jobs)}
    </form>
  );
}
