export interface RadioChoiceProps<T extends string> {
  legend: string;
  /** The radios' group name (unique on the page). */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Layout of the options (a grid or a row). */
  className?: string;
}

/** One choice among a few, as radios in a named group, each 44 px high for a finger. */
export function RadioChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  className,
}: RadioChoiceProps<T>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="font-semibold">{legend}</legend>
      <div className={`mt-1 ${className ?? 'flex flex-wrap gap-x-6'}`}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
