import type { ReactNode, Ref } from 'react';
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
  /** The <h1> itself, for a screen that moves the focus to its top. */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

/** The top of a screen: its one <h1>, what it is for, where to go back, and its actions. */
export function PageHeader({ title, description, back, actions, titleId, titleRef, className = '' }: PageHeaderProps) {
  return (
    <header className={className || undefined}>
      {back && <BackLink href={back.href}>{back.label}</BackLink>}
      <div className={`flex flex-wrap justify-between gap-3 ${description ? 'items-start' : 'items-center'}`}>
        <div className="min-w-0 flex-1 basis-72">
          <h1 id={titleId} ref={titleRef} className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {description && <p className="mt-1 text-slate-700">{description}</p>}
        </div>
        {actions && <div className="flex max-w-full shrink-0 flex-wrap gap-3">{actions}</div>}
      </div>
    </header>
  );
}
