import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import type { Tag } from '@vuoro/domain';

export interface TagPickerProps {
  label: string;
  /** The catalogue (`tags`), live. */
  catalogue: Tag[];
  value: Tag[];
  onChange: (tags: Tag[]) => void;
}

/**
 * Tags from the catalogue: type to filter, arrow keys and Enter pick (Headless UI combobox, so
 * it works by keyboard and screen reader); the picked ones are listed with a remove button each.
 * A tag the catalogue no longer has stays on the talent until removed.
 */
export function TagPicker({ label, catalogue, value, onChange }: TagPickerProps) {
  const { t } = useTranslation(['talent']);
  const [query, setQuery] = useState('');
  const picked = new Set(value.map((tag) => tag.id));
  const needle = query.trim().toLowerCase();
  const options = catalogue.filter((tag) => !picked.has(tag.id) && (!needle || tag.name.toLowerCase().includes(needle)));

  return (
    <Field className="min-w-0">
      <Label className="block text-sm font-semibold text-slate-800">{label}</Label>
      {value.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('talent:tagsPicked')}>
          {value.map((tag) => (
            <li
              key={tag.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 pl-2.5 pr-1 text-sm text-brand-900"
            >
              {tag.name}
              <button
                type="button"
                className="rounded-full px-1.5 font-bold text-brand-900 hover:bg-brand-200"
                aria-label={t('talent:removeTag', { name: tag.name })}
                onClick={() => onChange(value.filter((v) => v.id !== tag.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox<Tag | null>
        value={null}
        onChange={(tag) => {
          if (tag) onChange([...value, { id: tag.id, name: tag.name }]);
          setQuery('');
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative mt-1">
          <ComboboxInput
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
            placeholder={t('talent:tagSearch')}
            displayValue={() => query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 max-h-64 w-(--input-width) overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg empty:invisible"
          >
            {options.map((tag) => (
              <ComboboxOption
                key={tag.id}
                value={tag}
                className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-brand-100 data-focus:text-brand-900"
              >
                {tag.name}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  );
}
