import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'wouter';
import { fold, routes, type IdName } from '@vuoro/domain';
import { formatList } from '@/lib/format';
import { presentTalents, usePresentTalent, type PresentManyResult } from '@/lib/present-talent';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { SearchField } from '@/lib/ui/search-field';
import { useEndpointAction, type ActionText } from '@/lib/use-endpoint-action';
import { useOpenAssignments } from '../api/find/read-open-assignments';

export interface PresentToAssignmentProps {
  /** One talent (the talent page, a row) or the talent list's selection (issue 27 item 3). */
  talents: readonly IdName[];
  onClose: () => void;
}

/** Some of the selected talents could not be presented: the counts, for the error notice. */
class SomeNotPresented extends Error {
  constructor(readonly result: PresentManyResult) {
    super(`${result.failed} talents were not presented`);
  }
}

/**
 * "Present to an assignment" from the talent page, a row of the list (issue 27 item 2) or the
 * list's selection (item 3): the active assignments, searched by title or company; one already
 * showing every talent is disabled. Presenting writes exactly what the assignment's own picker
 * writes (`@/lib/present-talent`), each talent not yet on the assignment in turn, then says
 * "Saved successfully" (for several, how many were presented and how many were there already)
 * with a link to the assignment.
 */
export function PresentToAssignmentDialog({ talents, onClose }: PresentToAssignmentProps) {
  const { t, i18n } = useTranslation(['talents', 'errors']);
  const [text, setText] = useState('');
  const [done, setDone] = useState<{ id: string; title: string } | null>(null);
  const open = useOpenAssignments();
  const present = usePresentTalent();
  const one = talents.length === 1 ? talents[0]! : null;
  const counts = (r: PresentManyResult) =>
    formatList(
      [
        t('talents:bulk.presentedCount', { count: r.presented }),
        ...(r.already ? [t('talents:bulk.alreadyCount', { count: r.already })] : []),
        ...(r.failed ? [t('talents:bulk.failedCount', { count: r.failed })] : []),
      ],
      i18n.language,
      'unit',
    );
  const action = useEndpointAction(
    async (job: { id: string; title: string; missing: IdName[] }) => {
      const r = await presentTalents((talent) => present(job.id, talent), job.missing);
      const result = { ...r, already: r.already + talents.length - job.missing.length };
      if (result.failed > 0) throw new SomeNotPresented(result);
      return result;
    },
    {
      success: (r): ActionText =>
        one ? 'talents:present.done' : { key: 'talents:bulk.presentDone', values: { what: counts(r) } },
      failure: (error): ActionText =>
        !one && error instanceof SomeNotPresented
          ? { key: 'talents:bulk.presentFailed', values: { what: counts(error.result) } }
          : 'talents:present.failed',
      onSuccess: (_r, job) => setDone(job),
    },
  );
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
            {one ? t('talents:present.title', { name: one.name }) : t('talents:bulk.presentTitle', { count: talents.length })}
          </DialogTitle>
          <SearchField label={t('talents:present.search')} value={text} onChange={setText} />
          <div aria-live="polite" className="text-sm">
            {open.status === 'ready' && jobs.length === 0 && <p className="mt-2 text-slate-700">{t('talents:present.none')}</p>}
            {open.status === 'error' && <p className="mt-2 font-semibold text-red-800">{t('errors:couldNotLoadData')}</p>}
          </div>
          {jobs.length > 0 && (
            <ul aria-label={t('talents:present.listLabel')} className="mt-2 max-h-80 divide-y divide-slate-200 overflow-y-auto">
              {jobs.map((job) => {
                const on = new Set(job.presentedTalents.map((p) => p.id));
                const missing = talents.filter((x) => !on.has(x.id));
                const already = missing.length === 0;
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
                      onClick={() => void action.run({ id: job.id, title: job.title, missing })}
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
      {open && <PresentToAssignmentDialog talents={[talent]} onClose={() => setOpen(false)} />}
    </>
  );
}
