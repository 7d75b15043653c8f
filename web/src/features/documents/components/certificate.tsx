import { useTranslation } from 'react-i18next';
import { CERTIFICATE_FALLBACK_EMAIL, formatAgencyDate, getCertificateOrder } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useEndpoint } from '@/lib/use-endpoint';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { downloadCertificate } from '../api/download-certificate';
import { orderCertificate } from '../api/order-certificate';
import { DocumentsPage } from './documents-page';
import { useFileDownload } from '@/lib/use-file-download';
import { Card } from './card';

/**
 * `/profile/certificate`: a temporary certificate to download at once; the final one ordered from
 * the agency (asked once more), then downloadable once the agency has answered. A failed order
 * says the spec's 'Failed to order employment certificate' with the agency's email as the fallback.
 */
export function Certificate() {
  const { t } = useTranslation(['documents', 'common']);
  const current = useEndpoint(getCertificateOrder, {});
  const temporary = useFileDownload(downloadCertificate, 'documents:downloadFailed');
  const final = useFileDownload(downloadCertificate, 'documents:downloadFailed');
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'order'>();
  const order = useEndpointAction(orderCertificate, {
    failure: (error) => (isSignedOut(error) ? null : 'documents:certificate.orderFailed'),
    onSuccess: () => {
      answered();
      current.retry();
    },
  });
  const placed = current.data?.order ?? null;

  return (
    <DocumentsPage screen="profileCertificate" intro={t('documents:certificate.intro')}>
      <div className="mt-4 grid gap-4">
        <Card title={t('documents:certificate.temporaryTitle')}>
          <p className="text-slate-700">{t('documents:certificate.temporaryBody')}</p>
          <div>
            <Button variant="secondary" busy={temporary.busy} onClick={() => void temporary.run('temporary')}>
              {t('documents:certificate.downloadTemporary')}
            </Button>
          </div>
          {temporary.notice && <Notice tone={temporary.notice.tone}>{temporary.notice.text}</Notice>}
        </Card>

        <Card title={t('documents:certificate.finalTitle')}>
          <p className="text-slate-700">{t('documents:certificate.finalBody')}</p>
          {current.status === 'error' && (
            <LoadFailed error={current.error} message={t('documents:loadFailed')} retry={current.retry} />
          )}
          {placed?.state === 'ordered' && (
            <Notice tone="info">
              {t('documents:certificate.ordered', { date: formatAgencyDate(new Date(placed.orderedAt)) })}
            </Notice>
          )}
          {placed?.state === 'answered' && (
            <>
              <Notice tone="success">
                {t('documents:certificate.ready', { date: formatAgencyDate(new Date(placed.answeredAt ?? placed.orderedAt)) })}
              </Notice>
              <div>
                <Button busy={final.busy} onClick={() => void final.run('final')}>
                  {t('documents:certificate.downloadFinal')}
                </Button>
              </div>
              {final.notice && <Notice tone={final.notice.tone}>{final.notice.text}</Notice>}
            </>
          )}
          {current.data && placed?.state !== 'ordered' && (
            <div>
              {asking ? (
                <ConfirmStep
                  question={t('documents:certificate.confirm')}
                  questionRef={questionRef}
                  confirmLabel={t('documents:certificate.confirmYes')}
                  cancelLabel={t('documents:back')}
                  busy={order.busy}
                  onConfirm={() => void order.run(undefined)}
                  onCancel={stepBack}
                />
              ) : (
                <Button ref={askerRef('order')} variant={placed ? 'secondary' : 'primary'} onClick={() => ask('order')}>
                  {t(placed ? 'documents:certificate.orderAgain' : 'documents:certificate.order')}
                </Button>
              )}
            </div>
          )}
          {order.notice?.tone === 'error' && (
            <Notice tone="error">
              {order.notice.text}{' '}
              <span className="font-normal">
                {t('documents:certificate.fallback')}{' '}
                <a className="font-semibold underline" href={`mailto:${CERTIFICATE_FALLBACK_EMAIL}`}>
                  {CERTIFICATE_FALLBACK_EMAIL}
                </a>
              </span>
            </Notice>
          )}
        </Card>
      </div>
    </DocumentsPage>
  );
}
