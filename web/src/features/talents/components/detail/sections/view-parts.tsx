import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Short values as chips; nothing (the field list's dash) when there are none. */
export function chips(items: string[]): ReactNode {
  return items.length ? (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  ) : null;
}

/** A longer text with its line breaks kept. */
export const multiline = (value: string | null | undefined): ReactNode =>
  value ? <p className="whitespace-pre-line">{value}</p> : null;

export function useYesNo(): (v: boolean) => string {
  const { t } = useTranslation('talent');
  return (v: boolean) => (v ? t('talent:yes') : t('talent:no'));
}
