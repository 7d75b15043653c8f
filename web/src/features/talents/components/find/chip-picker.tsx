import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChipOption {
  value: string;
  label: string;
}

export interface ChipPickerProps {
  label: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/**
 * Picks any number of values: a select adds one, each chosen value is a chip whose button
 * removes it. Works by keyboard and with a screen reader, and fits a 360 px screen (a
 * multi-select list box would not).
 */
export function ChipPicker({ label, options, selected, onChange }: ChipPickerProps) {
  const { t } = useTranslation(['findTalents']);
  const id = useId();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const rest = options.filter((o) => !selected.includes(o.value));
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => e.target.value && onChange([...selected, e.target.value])}
        className={fieldClass}
        disabled={rest.length === 0}
      >
        <option value="">{t('findTalents:criteria.add')}</option>
        {rest.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {selected.length > 0 && (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
          {selected.map((value) => (
            <li key={value}>
              <button
                type="button"
                onClick={() => onChange(selected.filter((v) => v !== value))}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {labelOf(value)}
                <span aria-hidden="true">×</span>
                <span className="sr-only">{t('findTalents:criteria.remove')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
