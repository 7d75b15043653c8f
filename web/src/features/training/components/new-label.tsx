export interface NewLabelProps {
  children: string;
  className?: string;
}

/** A small "New" beside an unread material or a file not yet downloaded. */
export function NewLabel({ children, className = '' }: NewLabelProps) {
  return (
    <span
      className={`inline-block rounded-full bg-accent-400 px-2.5 py-0.5 text-sm font-bold text-slate-900 ${className}`.trim()}
    >
      {children}
    </span>
  );
}
