import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

export interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
}

/** One titled part of the talent detail. */
export function Section({ id, title, children, actions }: SectionProps) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/** Label–value pairs; an empty value reads as "—" (and "not given" to screen readers). */
export function FieldList({ items }: { items: FieldItem[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[minmax(8rem,max-content)_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{isEmpty(item.value) ? <Empty /> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** "—" for a field with no value. */
export function Empty() {
  const { t } = useTranslation(['talent']);
  return (
    <>
      <span aria-hidden="true" className="text-slate-500">
        —
      </span>
      <span className="sr-only">{t('talent:notGiven')}</span>
    </>
  );
}

/** `d.M.y`, or nothing. */
export function dateText(date: Date | null | undefined): string {
  return date ? formatDate(date) : '';
}

/** A period "start – end" of two optional dates. */
export function periodText(start: Date | null | undefined, end: Date | null | undefined, ongoing?: string): string {
  if (!start && !end && !ongoing) return '';
  return `${dateText(start)} – ${end ? dateText(end) : (ongoing ?? '')}`.trim();
}
