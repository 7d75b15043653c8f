import type { ReactNode } from 'react';

export interface DeletionPersonProps {
  /** Id of the heading, which names the list item and the buttons that act on it. */
  titleId: string;
  name: string;
  /** Label and value pairs under the name (email, dates, reason). */
  facts: [label: string, value: ReactNode][];
  children?: ReactNode;
}

/** One account on /restoreuser: its name as a heading, the facts under it, then its actions. */
export function DeletionPerson({ titleId, name, facts, children }: DeletionPersonProps) {
  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 id={titleId} className="font-bold break-words text-slate-900">
        {name}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
