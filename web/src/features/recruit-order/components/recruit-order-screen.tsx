import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useRecruitOrderView } from '../api/get-recruit-order-view';
import { sendRecruitOrder } from '../api/send-recruit-order';
import { RecruitOrderForm } from './recruit-order-form';

/** `/customer/recruit-order`: the customer user orders employees; once sent, a confirmation and a new empty form. */
export function RecruitOrderScreen() {
  const { t } = useTranslation(['customer', 'common']);
  const id = useId();
  const view = useRecruitOrderView();
  const [sent, setSent] = useState(0);
  const confirmation = useRef<HTMLDivElement>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-2xl px-4 py-6">
      <PageHeader
        titleId={`${id}-title`}
        title={t('common:screens.customerRecruitOrder')}
        description={t('customer:recruitOrder.intro')}
      />
      <div ref={confirmation} tabIndex={-1} className="mt-4 outline-none">
        {sent > 0 && <Notice tone="success">{t('customer:recruitOrder.sent')}</Notice>}
      </div>
      {view.status === 'error' && !view.data && <LoadFailed error={view.error} retry={view.retry} className="mt-4" />}
      {view.data && view.data.placesOfWork.length === 0 && (
        <Notice tone="info" className="mt-4">
          {t('customer:recruitOrder.noPlaces')}
        </Notice>
      )}
      {view.data && view.data.placesOfWork.length > 0 && (
        <RecruitOrderForm
          key={sent}
          view={view.data}
          onSend={async (body) => {
            await sendRecruitOrder(body);
            setSent((n) => n + 1);
            confirmation.current?.focus();
          }}
        />
      )}
    </section>
  );
}
