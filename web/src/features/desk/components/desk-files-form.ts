import { useState } from 'react';

/**
 * The state of a desk files form: its values, each field's error (cleared when the field
 * changes), and a round that a successful send moves on, so the inputs that keep their own state
 * (a file input, a translations disclosure) start again when keyed by it.
 */
export function useDeskFilesForm<V extends object>(empty: () => V) {
  type Errors = Partial<Record<keyof V, string>>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [round, setRound] = useState(0);
  return {
    values,
    errors,
    round,
    /** The setter of one field: its value, and its error gone. */
    set:
      <K extends keyof V>(key: K) =>
      (value: V[K]) => {
        setValues((v) => ({ ...v, [key]: value }));
        setErrors((e) => ({ ...e, [key]: undefined }));
      },
    /** Shows what a check found; true when something was (the form is not sent). */
    refuse: (found: Errors) => {
      setErrors(found);
      return Object.values(found).some(Boolean);
    },
    /** After a successful send: empty again, the keyed inputs remounted. */
    clear: () => {
      setValues(empty());
      setErrors({});
      setRound((r) => r + 1);
    },
  };
}
