import { useId, useState } from 'react';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { useTranslation } from 'react-i18next';
import { NEW_ASSIGNMENT_ID, routes, type PublicAssignment } from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import type { Live } from '@/lib/reads';
import { Button, ButtonLink } from '@/lib/ui/button';

export interface RequestPanelProps {
  requests: Live<PublicAssignment[]>;
  /** Admins create assignments from requests and dismiss them; `my` reads. */
  canEdit: boolean;
  onDismiss: (id: string) => Promise<void>;
}

/** The request's fields shown when it is opened, in the form's order. */
const DETAIL_FIELDS = [
  'description',
  'city',
  'positions',
  'continuity',
  'workingTime',
  'salaryEstimate',
  'languages',
  'requiredSkills',
  'contactName',
  'email',
  'phone',
] as const;

/**
 * "Requests from employers" above the assignments list: the public form's requests still `new`,
 * live, newest first. Each opens (a native disclosure, keyboard and screen-reader friendly) to
 * every field the employer sent. "Create assignment" opens a new assignment prefilled from it
 * (`/assignments/new?fromRequest=<id>`); saving marks the request converted. "Dismiss" takes it
 * off the list (status dismissed). Handled requests leave the list at once for every recruiter.
 */
export function RequestPanel({ requests, canEdit, onDismiss }: RequestPanelProps) {
  const { t } = useTranslation(['publicAssignment', 'errors']);
  const heading = useId();
  // Which request the last dismiss was for: its failure shows under that request only.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const dismiss = useEndpointAction((id: string) => onDismiss(id), {
    failure: () => 'publicAssignment:requests.dismissFailed',
  });

  const value = (request: PublicAssignment, field: (typeof DETAIL_FIELDS)[number]) => {
    const v = request[field];
    if (Array.isArray(v)) return v.length ? v.join(', ') : t('publicAssignment:requests.noValue');
    return v === null || v === undefined || v === '' ? t('publicAssignment:requests.noValue') : String(v);
  };

  return (
    <section aria-labelledby={heading} className="mb-6 min-w-0 rounded-lg border border-accent-400 bg-accent-100/40 p-3">
      <h2 id={heading} className="text-lg font-bold text-slate-900">
        {t('publicAssignment:requests.heading')}
        {requests.status === 'ready' && requests.data.length > 0 && (
          <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 align-middle text-sm text-white">
            {requests.data.length}
          </span>
        )}
      </h2>
      {requests.status === 'loading' && <Loading />}
      {requests.status === 'error' && (
        <div className="mt-2">
          <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
        </div>
      )}
      {requests.status === 'ready' && requests.data.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('publicAssignment:requests.none')}</p>
      )}
      {requests.status === 'ready' && requests.data.length > 0 && (
        <ul className="mt-2 space-y-2">
          {requests.data.map((request) => (
            <li key={request.id} className="rounded-lg border border-slate-300 bg-white">
              <details>
                <summary className="cursor-pointer list-inside p-3">
                  <span className="font-semibold text-slate-900">{request.jobTitle}</span>
                  <span className="block text-sm text-slate-700">
                    {request.company} · {request.city} · {t('publicAssignment:field.positions')}: {request.positions}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {t('publicAssignment:requests.received', {
                      date: `${formatDate(request.created)} ${formatTime(request.created)}`,
                    })}
                  </span>
                </summary>
                <div className="border-t border-slate-200 p-3">
                  <dl
                    className="grid gap-x-3 gap-y-1 text-sm break-words text-slate-800 sm:grid-cols-[auto_minmax(0,1fr)]"
                    aria-label={t('publicAssignment:requests.details', { company: request.company })}
                  >
                    {DETAIL_FIELDS.map((field) => (
                      <div key={field} className="contents">
                        <dt className="font-semibold">{t(`publicAssignment:field.${field}`)}</dt>
                        <dd className="mb-1 whitespace-pre-line sm:mb-0">{value(request, field)}</dd>
                      </div>
                    ))}
                  </dl>
                  {canEdit && (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <ButtonLink href={routes.assignment.href({ assignmentId: NEW_ASSIGNMENT_ID }, { fromRequest: request.id })}>
                        {t('publicAssignment:requests.create')}
                      </ButtonLink>
                      <Button
                        variant="secondary"
                        busy={dismiss.busy && dismissed === request.id}
                        disabled={dismiss.busy && dismissed !== request.id}
                        onClick={() => {
                          setDismissed(request.id);
                          void dismiss.run(request.id);
                        }}
                      >
                        {t('publicAssignment:requests.dismiss')}
                      </Button>
                    </div>
                  )}
                  {dismiss.notice && dismissed === request.id && (
                    <div className="mt-2">
                      <Notice tone={dismiss.notice.tone}>{dismiss.notice.text}</Notice>
                    </div>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
