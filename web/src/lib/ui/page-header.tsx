import type { ReactNode } from 'react';
import { BackLink } from './actions';

export interface PageHeaderProps {
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** "← Back to …" above the title: where the user came from. */
  back?: { href: string; label: string } | undefined;
  /** The screen's own actions (a "New …" button), beside the title on a wide screen, under it on a phone. */
  actions?: ReactNode;
  /** Id of the <h1>, for a section labelled by it. */
  titleId?: string;
  className?: string;
}

/** The top of a screen: its one <h1>, what it is for, where to go back, and its actions. */
export function PageHeader({ title, description, back, actions, titleId, className = '' }: PageHeaderProps) {
  return (
    <header className={`mb-6 ${className}`.trim()}>
      {back && <BackLink href={back.href}>{back.label}</BackLink>}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 id={titleId} className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {description && <p className="mt-1 text-slate-700">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
      </div>
    </header>
  );
}
