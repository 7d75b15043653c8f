import { useId, type ReactNode } from 'react';
import { Notice } from '@/lib/ui';
import type { ActionNotice } from '@/lib/use-endpoint-action';

export interface SettingSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/** A labelled on/off switch with its hint (a checkbox with role switch: Space toggles it). */
export function SettingSwitch({ label, hint, checked, disabled, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand-700"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="ml-8 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** What the last change of a setting said: saved, or why not. */
export function Outcome({ notice }: { notice: ActionNotice | null }): ReactNode {
  return notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null;
}
