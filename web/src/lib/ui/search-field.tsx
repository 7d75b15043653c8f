import { useId } from 'react';
import { controlClass } from './field';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field saying what it searches (tied to it with `aria-describedby`). */
  hint?: string | undefined;
  /** Ids of more text that describes the field, e.g. a live region with the result count. */
  describedBy?: string | undefined;
}

/**
 * A labelled search box for a list or a dialog's picker (no autocomplete, no spell check: names
 * and titles are searched, not prose), with an optional hint.
 */
export function SearchField({ label, value, onChange, hint, describedBy }: SearchFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={described}
        className={controlClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}
