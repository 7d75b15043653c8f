import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import type { AudienceEmployee } from '@vuoro/domain';
import { controlClass } from '@/lib/ui/field';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useDeskAudience } from '../api/get-desk-audience';

export interface PickedEmployee {
  id: string;
  name: string;
}

export interface EmployeePickerProps {
  label: string;
  value: PickedEmployee | null;
  onChange: (employee: PickedEmployee | null) => void;
  /** The error, already translated; shown under the field and read with it. */
  error?: string | undefined;
}

/** How many matches the list shows at once: typing more narrows it. */
const SHOWN_MAX = 50;

/** Whether an employee's name (any order of its words) holds every word typed, case and accents aside. */
export function employeeMatches(employee: Pick<AudienceEmployee, 'name'>, query: string): boolean {
  const fold = (s: string) => s.toLocaleLowerCase('fi').normalize('NFD').replace(/\p{M}/gu, '');
  const name = fold(employee.name);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}

/**
 * One employee of the desk's audience, found by name: type to narrow, arrow keys and Enter pick
 * (a Headless UI combobox, so keyboard and screen readers work); each choice shows where the
 * employee works. The audience is loaded here, with a retry if that fails.
 */
export function EmployeePicker({ label, value, onChange, error }: EmployeePickerProps) {
  const { t } = useTranslation('desk');
  const audience = useDeskAudience();
  const [query, setQuery] = useState('');
  const employees = audience.data?.employees ?? [];
  const matches = employees.filter((e) => employeeMatches(e, query));
  const loading = audience.status === 'loading' && !audience.data;

  return (
    <Field className="min-w-0">
      <Label className="block text-sm font-semibold text-slate-800">{label}</Label>
      <Combobox<PickedEmployee | null>
        value={value}
        by="id"
        onChange={(picked) => {
          onChange(picked ? { id: picked.id, name: picked.name } : null);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        disabled={loading}
      >
        <div className="relative">
          <ComboboxInput<PickedEmployee | null>
            className={controlClass}
            placeholder={loading ? t('desk:messages.picker.loading') : t('desk:messages.picker.search')}
            displayValue={(picked) => picked?.name ?? ''}
            onChange={(e) => setQuery(e.target.value)}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 max-h-72 w-(--input-width) overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg empty:invisible"
          >
            {matches.slice(0, SHOWN_MAX).map((employee) => (
              <ComboboxOption
                key={employee.id}
                value={employee}
                className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-brand-100 data-focus:text-brand-900"
              >
                <span className="block font-medium">{employee.name}</span>
                <span className="block text-sm text-slate-700">
                  {[
                    employee.placeOfWork?.name ?? t('desk:messages.picker.noPlace'),
                    employee.passive ? t('desk:messages.picker.passive') : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {query.trim() && (matches.length === 0 || matches.length > SHOWN_MAX) && (
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {matches.length === 0
            ? t('desk:messages.picker.noMatch')
            : t('desk:messages.picker.more', { count: matches.length - SHOWN_MAX })}
        </p>
      )}
      {error && <Description className="mt-1 text-sm font-semibold text-red-800">{error}</Description>}
      {audience.status === 'error' && <LoadFailed error={audience.error} retry={audience.retry} className="mt-2" />}
    </Field>
  );
}
