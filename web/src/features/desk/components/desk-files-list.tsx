import { useId, type ReactNode } from 'react';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import type { EndpointState } from '@/lib/use-endpoint';

export interface DeskFilesListProps<T> {
  title: string;
  /** The list's load (its items read by `items`). */
  state: EndpointState<unknown>;
  items: readonly T[] | undefined;
  keyOf: (item: T) => string;
  loadingText: string;
  /** Said when the list has loaded empty. */
  emptyText: string;
  children: (item: T) => ReactNode;
}

/**
 * One list of the desk's files screen (shared files, training materials): its heading, a polite
 * "Loading…", a failed load with Try again, an empty state, and the items (each the caller's),
 * kept on screen while it loads again after a change.
 */
export function DeskFilesList<T>({ title, state, items, keyOf, loadingText, emptyText, children }: DeskFilesListProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div aria-live="polite">{state.status === 'loading' && !items && <p className="mt-3 text-slate-700">{loadingText}</p>}</div>
      {state.status === 'error' && !isSignedOut(state.error) && (
        <LoadFailed error={state.error} retry={state.retry} className="mt-3" />
      )}
      {items && items.length === 0 && <EmptyState title={emptyText} className="mt-3" />}
      {items && items.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={keyOf(item)} className="px-4 py-3">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An item's heading line and its facts on one wrapping line ("To Eero Nieminen · 12 kB · …"), then its text. */
export function DeskFilesItem({ name, facts, text }: { name: string; facts: readonly string[]; text: string }) {
  return (
    <>
      <p className="font-semibold break-words text-slate-900">{name}</p>
      <p className="mt-0.5 text-sm text-slate-700">
        {facts.map((fact, i) => (
          <span key={i}>
            {i > 0 && <span aria-hidden="true"> · </span>}
            <span className="whitespace-nowrap">{fact}</span>
          </span>
        ))}
      </p>
      <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{text}</p>
    </>
  );
}
