import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/lib/ui/notice';

export interface ReadItemProps {
  unread: boolean;
  title: string;
  /** `fi` when the title is the Finnish text shown for want of a translation. */
  titleLang?: string | undefined;
  /** What it is, who sent it, when: a line or two under the title. */
  meta: ReactNode;
  body: string;
  bodyLang?: string | undefined;
  /** Said under the text when it is shown (e.g. "In Finnish only"). */
  note?: ReactNode;
  /** The first time the text is shown while unread: the screen marks it read. */
  onFirstOpen: () => void;
  /** Why marking it read failed, translated; the text stays shown. */
  failure?: string | null | undefined;
}

/**
 * One message, notice or news item in a list: its title is a button that shows and hides the
 * text (`aria-expanded`), "Unread" beside it until it is read. Showing an unread one's text is
 * reading it: `onFirstOpen` runs once, and the screen marks it read and drops the count.
 */
export function ReadItem({ unread, title, titleLang, meta, body, bodyLang, note, onFirstOpen, failure }: ReadItemProps) {
  const { t } = useTranslation('messages');
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open && unread) onFirstOpen();
    setOpen(!open);
  };
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`rounded-lg border bg-white p-3 ${unread ? 'border-brand-700 border-l-4' : 'border-slate-300'}`}
    >
      <h2 className="text-base">
        <button
          type="button"
          id={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={toggle}
          className="flex min-h-11 w-full items-start gap-2 py-2 text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-brand-700">
            {open ? '▾' : '▸'}
          </span>
          <span className="min-w-0 grow">
            {unread && (
              <span className="mr-2 inline-block rounded bg-accent-400 px-1.5 text-xs font-bold uppercase text-slate-900">
                {t('messages:unread')}
              </span>
            )}
            <span lang={titleLang} className={unread ? 'font-bold text-slate-900' : 'font-semibold text-slate-800'}>
              {title}
            </span>
          </span>
        </button>
      </h2>
      <div className="ml-6 text-sm text-slate-700">{meta}</div>
      <div id={`${id}-body`} hidden={!open} className="ml-6 mt-3">
        <p lang={bodyLang} className="whitespace-pre-line break-words text-slate-900">
          {body}
        </p>
        {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
      </div>
      {failure && (
        <Notice tone="error" className="ml-6 mt-3">
          {failure}
        </Notice>
      )}
    </article>
  );
}
