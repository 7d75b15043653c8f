import { useId } from 'react';

export const checkboxClass = 'size-5 shrink-0 accent-brand-700';
export const choiceLabelClass = 'flex items-start gap-2 py-1 text-base text-slate-900';

/** One tick box with its label and an optional hint (the registration form, the talent's own answers). */
export function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <label className={choiceLabelClass}>
        <input
          type="checkbox"
          className={`${checkboxClass} mt-0.5`}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? id : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id={id} className="ml-7 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Tick boxes for a list of choices, in two columns from 640 px (`twoColumns`: at every width, for short choices). */
export function CheckGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  twoColumns = false,
}: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (list: T[]) => void;
  twoColumns?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`mt-1 grid gap-x-4 ${twoColumns ? 'grid-cols-2' : 'sm:grid-cols-2'}`}>
        {options.map((o) => (
          <label key={o.value} className={twoColumns ? `${choiceLabelClass} min-w-0 [overflow-wrap:anywhere]` : choiceLabelClass}>
            <input
              type="checkbox"
              className={`${checkboxClass} mt-0.5`}
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((x) => x !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
