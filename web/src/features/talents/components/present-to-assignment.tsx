import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'wouter';
import { fold, routes, type IdName } from '@vuoro/domain';
import { usePresentTalent } from '@/lib/present-talent';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { useOpenAssignments } from '../api/find/read-open-assignments';

export interface PresentToAssignmentProps {
  talent: IdName;
  onClose: () => void;
}

/**
 * "Present to an assignment" from the talent page or a row of the list (issue 27 item 2): the
 * active assignments, searched by title or company; one already showing the talent is disabled.
 * Presenting writes exactly what the assignment's own picker writes (`@/lib/present-talent`), then
 * says "Saved successfully" with a link to the assignment.
 */
export function PresentToAssignmentDialog({ talent, onClose }: PresentToAssignmentProps) {
  const { t } = useTranslation(['talents', 'errors']);
  const ids = { search: useId(), list: useId() };
  const [text, setText] = useState('');
  const [done, setDone] = useState<{ id: string; title: string } | null>(null);
  const open = useOpenAssignments();
  const present = usePresentTalent();
  const action = useEndpointAction((job: { id: string; title: string }) => present(job.id, talent), {
    success: 'talents:present.done',
    failure: (error) => {
      console.warn('vuoro: presenting the talent failed', error);
      return 'talents:present.failed';
    },
    onSuccess: (_r, job) => setDone(job),
  });
  const jobs = useMemo(() => {
    const words = fold(text).split(' ').filter(Boolean);
    return open.jobs.filter((j) => words.every((w) => fold(`${j.title} ${j.company}`).includes(w)));
  }, [open.jobs, text]);

  return (
    <Dialog open onClose={() => !action.busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-3 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-xl font-bold text-slate-900">
            {t('talents:present.title', { name: talent.name })}
          </DialogTitle>
          <label htmlFor={ids.search} className="mt-3 block text-sm font-semibold text-slate-800">
            {t('talents:present.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={text}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
          <div aria-live="polite" className="text-sm">
            {open.status === 'ready' && jobs.length === 0 && <p className="mt-2 text-slate-700">{t('talents:present.none')}</p>}
            {open.status === 'error' && <p className="mt-2 font-semibold text-red-800">{t('errors:couldNotLoadData')}</p>}
          </div>
          {jobs.length > 0 && (
            <ul aria-label={t('talents:present.listLabel')} className="mt-2 max-h-80 divide-y divide-slate-200 overflow-y-auto">
              {jobs.map((job) => {
                const already = job.presentedTalents.some((p) => p.id === talent.id);
                return (
                  <li key={job.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900">{job.title}</span>
                      <span className="block truncate text-sm text-slate-700">{job.company}</span>
                    </span>
                    <Button
                      variant="secondary"
                      className="shrink-0"
                      disabled={already || action.busy}
                      aria-label={already ? undefined : t('talents:present.presentTo', { title: job.title })}
                      onClick={() => void action.run({ id: job.id, title: job.title })}
                    >
                      {already ? t('talents:present.already') : t('talents:present.present')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {action.notice && (
            <Notice tone={action.notice.tone} className="mt-3">
              {action.notice.text}
              {action.notice.tone === 'success' && done && (
                <>
                  {' '}
                  <Link
                    href={routes.assignment.href({ assignmentId: done.id })}
                    className="font-semibold underline underline-offset-2"
                  >
                    {t('talents:present.openAssignment', { title: done.title })}
                  </Link>
                </>
              )}
            </Notice>
          )}
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" disabled={action.busy} onClick={onClose}>
              {t('talents:present.close')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The button that opens the dialog, for a header or a row; `label` names the talent for a row. */
export function PresentToAssignmentButton({ talent, label, className }: { talent: IdName; label?: string; className?: string }) {
  const { t } = useTranslation(['talents']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} aria-label={label} onClick={() => setOpen(true)}>
        {t('talents:present.open')}
      </Button>
      {open && <PresentToAssignmentDialog talent={talent} onClose={() => setOpen(false)} />}
    </>
  );
}
