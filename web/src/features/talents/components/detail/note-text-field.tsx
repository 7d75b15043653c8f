import { useId } from 'react';
import { COMMENT_MAX } from '@vuoro/domain';
import { Field } from '@/lib/ui/field';

export interface NoteTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The labelled box a note is typed in (a new note, a correction), at most COMMENT_MAX characters. */
export function NoteTextField({ label, value, onChange }: NoteTextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      {(props) => (
        <textarea {...props} value={value} onChange={(e) => onChange(e.target.value)} rows={3} maxLength={COMMENT_MAX} />
      )}
    </Field>
  );
}
