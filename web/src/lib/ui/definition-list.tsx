import type { ReactNode } from 'react';

export interface Definition {
  term: ReactNode;
  /** Left out (null, undefined, '') when there is nothing to show; the row goes with it. */
  value: ReactNode;
  /** A stable key when the terms are not plain strings. */
  key?: string;
}

export interface DefinitionListProps {
  items: readonly Definition[];
  /** 'compact' for a card (term and value side by side even on a phone), 'wide' for a details page. */
  layout?: 'compact' | 'wide';
  className?: string;
}

const layouts = {
  compact: 'grid grid-cols-[auto_1fr] gap-x-3 gap-y-1',
  wide: 'grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(10rem,max-content)_1fr] sm:gap-y-3',
} as const;

/** The details of one thing (a shift, a talent): terms and their values, the empty ones left out. */
export function DefinitionList({ items, layout = 'compact', className = '' }: DefinitionListProps) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <dl className={`${layouts[layout]} ${className}`.trim()}>
      {shown.map((item, i) => (
        <div key={item.key ?? (typeof item.term === 'string' ? item.term : i)} className="contents">
          <dt className="font-semibold text-slate-700">{item.term}</dt>
          <dd className={layout === 'wide' ? 'mb-2 text-slate-900 sm:mb-0' : 'text-slate-900'}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
