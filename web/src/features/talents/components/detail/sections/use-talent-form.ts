import { useState } from 'react';
import type { Talent } from '@vuoro/domain';
import { formValuesOf, type ErrorKey, type TalentFormValues } from '../talent-form-model';

/**
 * The talent edit form's values and errors, shared by its sections. Each edit clears the errors
 * of what it changed (a whole row list's errors with the list: they are by index).
 */
export function useTalentForm(talent: Talent) {
  const [values, setValues] = useState<TalentFormValues>(() => formValuesOf(talent));
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const set = <K extends keyof TalentFormValues>(key: K, value: TalentFormValues[K], ...alsoClear: string[]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => ![key, ...alsoClear].some((p) => k === p || k.startsWith(`${String(p)}.`))),
      ),
    );
  };
  const setRow = <K extends 'certificates' | 'yearsOfExperiences'>(
    key: K,
    index: number,
    change: Partial<TalentFormValues[K][number]>,
  ) => {
    setValues((v) => ({ ...v, [key]: v[key].map((row, i) => (i === index ? { ...row, ...change } : row)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${key}.${index}.`))));
  };
  return { values, errors, setErrors, set, setRow };
}

export type TalentFormApi = ReturnType<typeof useTalentForm>;
