import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInDateFormat, routes, type DeskRecruitOrderView, type SupportedLanguage } from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import { formatDateTimeInAgencyZone, formatHours, formatList, formatRange } from '@/lib/format';
import { Button, ButtonLink } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { DefinitionList } from '@/lib/ui/definition-list';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskConfirm } from '../components/desk-confirm';
import { DeskNav } from '../components/desk-nav';
import { createAssignmentOf, useDeskRecruitOrders } from './api';

const FAILURES = {
  recruitOrderHandled: 'customer:recruitOrder.desk.handled',
  recruitOrderNotFound: 'customer:recruitOrder.desk.notFound',
} as const;

/**
 * `/desk/recruit-orders` (admin with a second factor): the customers' recruit orders, new first;
 * "Create assignment", asked once more, makes a job of the recruiter tool and links to it.
 */
export function DeskRecruitOrders() {
  const { t } = useTranslation(['customer', 'common']);
  const id = useId();
  const orders = useDeskRecruitOrders();
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<string>();
  const [created, setCreated] = useState<{ orderId: string; jobId: string } | null>(null);
  const create = useEndpointAction(createAssignmentOf, {
    success: 'customer:recruitOrder.desk.created',
    failure: (error) => errorText(error, { byCode: FAILURES, fallback: 'customer:recruitOrder.desk.failed' }),
    onSuccess: ({ order }) => {
      answered();
      if (order.jobId) setCreated({ orderId: order.id, jobId: order.jobId });
      orders.retry();
    },
  });
  const list = orders.data?.orders ?? [];
  // The question goes with the answer: the focus moves to what it brought (the notice and the link).
  const createdRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-5xl px-4 py-6">
      <DeskNav />
      <PageHeader
        titleId={`${id}-title`}
        title={t('common:screens.deskRecruitOrders')}
        description={t('customer:recruitOrder.desk.intro')}
      />
      {orders.status === 'error' && <LoadFailed error={orders.error} retry={orders.retry} className="mt-4" />}
      {orders.data && list.length === 0 && <EmptyState className="mt-6" title={t('customer:recruitOrder.desk.empty')} />}
      {list.length > 0 && (
        <ul className="mt-6 space-y-4">
          {list.map((order) => (
            <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <OrderCard order={order} />
              <div className="mt-3">
                {order.state === 'new' && asking === order.id && (
                  <DeskConfirm
                    question={t('customer:recruitOrder.desk.confirm', {
                      title: order.professionTitle.name,
                      customer: order.customer.name,
                    })}
                    questionRef={questionRef}
                    yes={t('customer:recruitOrder.desk.yes')}
                    save={create}
                    onConfirm={() => void create.run(order.id)}
                    onBack={stepBack}
                  />
                )}
                {order.state === 'new' && asking !== order.id && (
                  <Button
                    ref={askerRef(order.id)}
                    variant="secondary"
                    onClick={() => {
                      create.reset();
                      ask(order.id);
                    }}
                  >
                    {t('customer:recruitOrder.desk.create')}
                  </Button>
                )}
                {created?.orderId === order.id && create.notice?.tone === 'success' && (
                  <div ref={createdRef} tabIndex={-1} className="mb-3 outline-none">
                    <Notice tone="success">{create.notice.text}</Notice>
                  </div>
                )}
                {order.jobId && (
                  <ButtonLink variant="secondary" href={routes.assignment.href({ assignmentId: order.jobId })}>
                    {t('customer:recruitOrder.desk.open')}
                  </ButtonLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: DeskRecruitOrderView }) {
  const { t, i18n } = useTranslation(['customer', 'labels']);
  const language = i18n.language as SupportedLanguage;
  const dates = order.estimatedEndDate
    ? formatRange(dayInDateFormat(order.estimatedStartDate), dayInDateFormat(order.estimatedEndDate))
    : t('customer:recruitOrder.desk.openEnded', { date: dayInDateFormat(order.estimatedStartDate) });
  const place = order.placeOfWork.city ? `${order.placeOfWork.name}, ${order.placeOfWork.city}` : order.placeOfWork.name;
  const sender = order.sentBy.email ? `${order.sentBy.name} <${order.sentBy.email}>` : order.sentBy.name;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">
          {t('customer:recruitOrder.desk.orderTitle', { title: order.professionTitle.name, amount: order.amount })}
        </h2>
        <span className="rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-800">
          {t(`customer:recruitOrder.desk.state.${order.state}`)}
        </span>
      </div>
      <DefinitionList
        className="mt-2"
        layout="wide"
        items={[
          { term: t('customer:recruitOrder.desk.customer'), value: order.customer.name },
          { term: t('customer:recruitOrder.desk.placeOfWork'), value: place },
          {
            term: t('customer:recruitOrder.desk.contractType'),
            value: t(`labels:recruitOrderContractType.${order.contractType}`),
          },
          { term: t('customer:recruitOrder.desk.dates'), value: dates },
          {
            term: t('customer:recruitOrder.desk.workingTime'),
            value: formatHours(order.estimatedThreeWeekWorkingTime, language),
          },
          {
            term: t('customer:recruitOrder.desk.languages'),
            value: formatList(
              order.requiredLanguages.map((l) => t(`labels:recruitOrderLanguage.${l}`)),
              language,
            ),
          },
          { term: t('customer:recruitOrder.desk.additionalInfo'), value: order.additionalInfo },
          {
            term: t('customer:recruitOrder.desk.sentBy'),
            value: t('customer:recruitOrder.desk.sentByValue', {
              name: sender,
              date: formatDateTimeInAgencyZone(new Date(order.sentAt)),
            }),
          },
        ]}
      />
    </>
  );
}
