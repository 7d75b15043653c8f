import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** "← Back to …" at the top of a screen opened from a list or a calendar: where the user came from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
      <span aria-hidden="true">←&nbsp;</span>
      {children}
    </Link>
  );
}

export interface MessagePageProps {
  title: string;
  body: string;
  /** Shown large above the title (e.g. 404), hidden from screen readers. */
  mark?: string;
  children?: ReactNode;
}

/** A centred page that says one thing and offers what to do next (error, 404, no access). */
export function MessagePage({ title, body, mark, children }: MessagePageProps) {
  return (
    <section aria-labelledby="message-title" className="mx-auto max-w-xl px-4 py-12 text-center">
      {mark && (
        <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
          {mark}
        </p>
      )}
      <h1 id="message-title" className="mt-3 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
