import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskPoolRequestView } from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskConfirm } from '../components/desk-confirm';
import { answerPoolRequest, useDeskPoolRequests, type PoolRequestAnswer } from './api';

const WRONG_STATE = { 'validation:poolApprovalNotPending': 'validation:poolApprovalNotPending' } as const;

export interface DeskPoolRequestsProps {
  /** After an answer: the pools' lists reload too. */
  onAnswered: () => void;
}

/** The customers' requests to add an employee to a pool, waiting for the desk: approve, or decline after asking. */
export function DeskPoolRequests({ onAnswered }: DeskPoolRequestsProps) {
  const { t } = useTranslation(['pools']);
  const id = useId();
  const requests = useDeskPoolRequests();
  const [done, setDone] = useState<{ answer: PoolRequestAnswer; name: string } | null>(null);
  const list = requests.data?.requests ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('pools:requests.title')}
      </h2>
      <div aria-live="polite">
        {done && (
          <Notice tone="success" className="mt-3">
            {t(`pools:requests.done.${done.answer}`, { name: done.name })}
          </Notice>
        )}
      </div>
      {requests.status === 'error' && <LoadFailed error={requests.error} retry={requests.retry} className="mt-3" />}
      {requests.data && list.length === 0 && <p className="mt-3 text-slate-700">{t('pools:requests.none')}</p>}
      {list.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.map((r) => (
            <RequestRow
              key={r.id}
              request={r}
              onAnswered={(answer) => {
                setDone({ answer, name: r.employee.name });
                requests.retry();
                onAnswered();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({
  request: r,
  onAnswered,
}: {
  request: DeskPoolRequestView;
  onAnswered: (answer: PoolRequestAnswer) => void;
}) {
  const { t } = useTranslation(['pools', 'labels', 'validation']);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'decline'>();
  const answer = useEndpointAction(answerPoolRequest, {
    failure: (error) => errorText(error, { byCode: WRONG_STATE, fallback: 'pools:failed' }),
    onSuccess: (given) => {
      answered();
      onAnswered(given);
    },
  });
  const name = r.employee.name;
  return (
    <li className="grid gap-2 p-3">
      <p className="font-semibold break-words text-slate-900">
        {t('pools:requests.who', { name, pool: r.pool.name, customer: r.customer.name })}
      </p>
      <p className="text-sm text-slate-700">
        {r.contractType ? t(`labels:poolContractType.${r.contractType}`) : t('pools:notSet')}
        {' · '}
        {r.requestedBy
          ? t('pools:requests.askedBy', { name: r.requestedBy, date: formatDateTimeInAgencyZone(new Date(r.since)) })
          : t('pools:desk.since', { date: formatDateTimeInAgencyZone(new Date(r.since)) })}
      </p>
      {asking ? (
        <DeskConfirm
          question={t('pools:requests.declineConfirm', { name, pool: r.pool.name })}
          questionRef={questionRef}
          yes={t('pools:requests.declineYes')}
          tone="danger"
          save={answer}
          onConfirm={() => void answer.run({ id: r.id, answer: 'decline' })}
          onBack={stepBack}
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <Button busy={answer.busy} onClick={() => void answer.run({ id: r.id, answer: 'approve' })}>
              {t('pools:requests.approve')}
              <span className="sr-only"> {name}</span>
            </Button>
            <Button variant="secondary" ref={askerRef('decline')} onClick={() => ask('decline')}>
              {t('pools:requests.decline')}
              <span className="sr-only"> {name}</span>
            </Button>
          </div>
          {answer.notice && <Notice tone={answer.notice.tone}>{answer.notice.text}</Notice>}
        </>
      )}
    </li>
  );
}
