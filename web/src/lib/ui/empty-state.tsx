import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is not there ("No upcoming shifts"). */
  title: ReactNode;
  /** Why, or what the user can do about it. */
  children?: ReactNode;
  /** A way on: a ButtonLink or a Button. */
  action?: ReactNode;
  className?: string;
}

/** A list or a search with nothing in it: says so plainly, and offers a way on when there is one. */
export function EmptyState({ title, children, action, className = '' }: EmptyStateProps) {
  return (
    <div className={`rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 ${className}`.trim()}>
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1">{children}</div>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
