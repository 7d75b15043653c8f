import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeePoolConnectionView } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { DefinitionList, type Definition } from '@/lib/ui/definition-list';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { errorText } from '@/lib/api-error';
import { answerPool, type PoolAnswer } from '../api/answer-pool';
import { dateOf, placeMap } from '../model';

/** A wrong state says why in the domain's words (domain/src/states/pool.ts). */
const WRONG_STATE = {
  'validation:poolInvitationNotOpen': 'validation:poolInvitationNotOpen',
  'validation:poolConnectionNotActive': 'validation:poolConnectionNotActive',
} as const;

export interface PoolCardProps {
  connection: EmployeePoolConnectionView;
  /** After an answer was saved: the list reloads. */
  onAnswered: (answer: PoolAnswer) => void;
}

/**
 * One invitation or pool: its customer, state, contract type, place (a map link) and last shift
 * date. An invitation is accepted at once or rejected after asking; a pool is left after asking.
 */
export function PoolCard({ connection, onAnswered }: PoolCardProps) {
  const { t } = useTranslation(['pools', 'labels', 'validation']);
  const titleId = useId();
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'reject' | 'leave'>();
  const action = useEndpointAction(answerPool, {
    failure: (error) => errorText(error, { byCode: WRONG_STATE, fallback: 'pools:failed' }),
    onSuccess: (answer) => {
      answered();
      onAnswered(answer);
    },
  });
  const invitation = connection.state === 'new';
  const place = connection.placeOfWork;
  const map = placeMap(place);
  const facts: Definition[] = [
    { term: t('pools:state'), value: t(`labels:poolState.${connection.state}`) },
    {
      term: t('pools:contractType'),
      value: connection.contractType ? t(`labels:poolContractType.${connection.contractType}`) : t('pools:notSet'),
    },
    {
      term: t('pools:place'),
      value: place ? (
        <>
          {place.name}
          {map && (
            <>
              <br />
              <a href={map.href} target="_blank" rel="noreferrer" className="text-brand-800 underline underline-offset-2">
                {map.text}
                <span className="sr-only"> {t('pools:mapOpens')}</span>
              </a>
            </>
          )}
        </>
      ) : (
        t('pools:notSet')
      ),
    },
    { term: t('pools:lastShift'), value: dateOf(connection.lastShiftDate) ?? t('pools:noShiftsYet') },
  ];
  const run = (answer: PoolAnswer) => void action.run({ id: connection.id, answer });
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 ${invitation ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <h3 id={titleId} className="text-lg font-bold break-words text-slate-900">
        {connection.poolName}
      </h3>
      {connection.customer && <p className="text-slate-700">{connection.customer}</p>}
      <DefinitionList items={facts} className="mt-3" />
      <div className="mt-4">
        {asking ? (
          <ConfirmStep
            question={t(asking === 'reject' ? 'pools:rejectConfirm' : 'pools:leaveConfirm', { pool: connection.poolName })}
            questionRef={questionRef}
            confirmLabel={t(asking === 'reject' ? 'pools:rejectYes' : 'pools:leaveYes')}
            cancelLabel={t('pools:back')}
            tone="danger"
            busy={action.busy}
            onConfirm={() => run(asking)}
            onCancel={() => {
              action.reset();
              stepBack();
            }}
          >
            {action.notice && <Notice tone={action.notice.tone}>{action.notice.text}</Notice>}
          </ConfirmStep>
        ) : (
          <>
            <div className="flex flex-wrap gap-3">
              {invitation ? (
                <>
                  <Button busy={action.busy} onClick={() => run('accept')}>
                    {t('pools:accept')}
                    <span className="sr-only"> {connection.poolName}</span>
                  </Button>
                  <Button variant="secondary" ref={askerRef('reject')} onClick={() => ask('reject')}>
                    {t('pools:reject')}
                    <span className="sr-only"> {connection.poolName}</span>
                  </Button>
                </>
              ) : (
                <Button variant="secondary" ref={askerRef('leave')} onClick={() => ask('leave')}>
                  {t('pools:leave')}
                  <span className="sr-only"> {connection.poolName}</span>
                </Button>
              )}
            </div>
            {action.notice && (
              <Notice tone={action.notice.tone} className="mt-3">
                {action.notice.text}
              </Notice>
            )}
          </>
        )}
      </div>
    </article>
  );
}
