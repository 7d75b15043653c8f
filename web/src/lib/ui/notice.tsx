import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const styles: Record<NoticeTone, string> = {
  info: 'border-brand-500 bg-brand-50 text-slate-900',
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-900',
};

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
  id?: string;
  /** Overrides how it is announced: e.g. a warning that must be heard at once is an alert. */
  announce?: 'status' | 'alert';
}

/**
 * An outcome or a state the user should know: errors are alerts (read at once), the rest polite
 * status messages. A <div>, so a notice may hold a link or a button.
 */
export function Notice({ tone, children, className = '', id, announce }: NoticeProps) {
  return (
    <div
      id={id}
      role={announce ?? (tone === 'error' ? 'alert' : 'status')}
      className={`rounded-lg border-l-4 p-3 text-sm ${styles[tone]} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
