import { useId, type ReactNode } from 'react';

export interface DeskFormProps {
  /** The form's heading, which names it. */
  title: string;
  /** Enter or the submit button, unless a question is being asked (`locked`). */
  onSubmit: () => void;
  locked: boolean;
  children: ReactNode;
}

/** A desk form in its card: named by its heading; the browser's own checks off (the form says what is missing itself). */
export function DeskForm({ title, onSubmit, locked, children }: DeskFormProps) {
  const headingId = useId();
  return (
    <form
      aria-labelledby={headingId}
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </form>
  );
}
