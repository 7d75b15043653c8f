import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate, type CertificateOrderView } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { EmptyState } from '@/lib/ui/empty-state';
import { Field } from '@/lib/ui/field';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskConfirm } from '../components/desk-confirm';
import { answerCertificate, useDeskCertificates } from './api';

/** The certificate orders, open first: each open one answered with an optional evaluation, asked once more. */
export function CertificateOrders() {
  const { t } = useTranslation(['documents', 'desk']);
  const headingId = useId();
  const orders = useDeskCertificates();
  const list = orders.data?.orders ?? [];
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('documents:desk.ordersTitle')}
      </h2>
      {orders.status === 'loading' && !orders.data && <p className="text-slate-700">{t('documents:loading')}</p>}
      {orders.status === 'error' && <LoadFailed error={orders.error} message={t('documents:loadFailed')} retry={orders.retry} />}
      {orders.data && list.length === 0 && <EmptyState title={t('documents:desk.noOrders')} />}
      {list.length > 0 && (
        <ul className="grid gap-3">
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onAnswered={orders.retry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order, onAnswered }: { order: CertificateOrderView; onAnswered: () => void }) {
  const { t } = useTranslation(['documents', 'desk']);
  const id = useId();
  const [evaluation, setEvaluation] = useState('');
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'answer'>();
  const save = useEndpointAction(answerCertificate, {
    failure: () => 'documents:desk.answerFailed',
    onSuccess: () => {
      answered();
      onAnswered();
    },
  });
  const open = order.state === 'ordered';
  return (
    <article aria-labelledby={`${id}-name`} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-bold">
          {order.employeeName}
        </h3>
        <span className={open ? 'font-semibold text-amber-900' : 'text-green-900'}>
          {t(open ? 'documents:desk.open' : 'documents:desk.answered')}
        </span>
      </div>
      <ul className="flex flex-wrap gap-x-4 text-sm text-slate-700">
        <li>{t('documents:desk.orderedOn', { date: formatAgencyDate(new Date(order.orderedAt)) })}</li>
        {order.answeredAt && <li>{t('documents:desk.answeredOn', { date: formatAgencyDate(new Date(order.answeredAt)) })}</li>}
      </ul>
      {order.evaluation && <p className="whitespace-pre-line text-slate-800">{order.evaluation}</p>}
      {open && (
        <>
          <Field id={`${id}-evaluation`} label={t('documents:desk.evaluation')} hint={t('documents:desk.evaluationHint')}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                maxLength={2000}
                value={evaluation}
                disabled={asking !== null}
                onChange={(e) => setEvaluation(e.target.value)}
              />
            )}
          </Field>
          {asking ? (
            <DeskConfirm
              question={t('documents:desk.answerConfirm', { name: order.employeeName })}
              questionRef={questionRef}
              yes={t('documents:desk.answerYes')}
              save={save}
              onConfirm={() => void save.run({ orderId: order.id, evaluation })}
              onBack={stepBack}
            />
          ) : (
            <div>
              <Button ref={askerRef('answer')} onClick={() => ask('answer')}>
                {t('documents:desk.answer')}
              </Button>
            </div>
          )}
          {!asking && save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
        </>
      )}
    </article>
  );
}
