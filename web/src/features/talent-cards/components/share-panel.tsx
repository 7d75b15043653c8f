import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import type { ListedShare, SharesState } from '../api/list-shares';
import { ShareForm, type CreateShare } from '@/lib/card-shortlist';

export interface SharePanelProps {
  talentId: string;
  shares: SharesState;
  /** Admins create and revoke; without these the panel only lists. */
  onCreate?: CreateShare;
  onRevoke?: (id: string) => Promise<void>;
}

/** Links to this card for customers: create one (recipient, days valid), copy it, see and revoke the others. */
export function SharePanel({ talentId, shares, onCreate, onRevoke }: SharePanelProps) {
  const { t } = useTranslation(['cards', 'validation', 'common']);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:hidden">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('cards:share.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('cards:share.lead')}</p>
      {onCreate && <ShareForm talentIds={[talentId]} onCreate={onCreate} linkLabel={t('cards:share.link')} />}
      <h3 className="mt-5 text-base font-bold text-slate-900">{t('cards:share.links')}</h3>
      {shares.status === 'loading' && <p className="text-sm text-slate-700">{t('common:loading')}</p>}
      {shares.status === 'error' && <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>}
      {shares.status === 'ready' && shares.shares.length === 0 && (
        <p className="text-sm text-slate-700">{t('cards:share.none')}</p>
      )}
      {shares.status === 'ready' && shares.shares.length > 0 && (
        <ul aria-label={t('cards:share.links')} className="mt-2 divide-y divide-slate-200">
          {shares.shares.map((s) => (
            <ShareRow key={s.id} share={s} onRevoke={onRevoke} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareRow({ share, onRevoke }: { share: ListedShare; onRevoke?: (id: string) => Promise<void> }) {
  const { t } = useTranslation(['cards']);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'revoke'>();
  const revoke = useEndpointAction((id: string) => (onRevoke ? onRevoke(id) : Promise.resolve()), {
    failure: () => 'cards:share.revokeFailed',
    onSuccess: () => answered(),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-slate-900">{share.recipient}</p>
        <p className="text-sm text-slate-700">
          {t('cards:share.madeBy', {
            date: `${formatDate(share.created)} ${formatTime(share.created)}`,
            name: share.createdByName ?? '–',
          })}{' '}
          · {t('cards:share.expires', { date: formatDate(share.expiresAt) })}
        </p>
      </div>
      <span
        className={
          share.state === 'active'
            ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900'
            : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800'
        }
      >
        {t(`cards:state.${share.state}`)}
      </span>
      {onRevoke && share.state === 'active' && !asking && (
        <Button variant="secondary" ref={askerRef('revoke')} onClick={() => ask('revoke')}>
          {t('cards:share.revoke')}
          <span className="sr-only">: {share.recipient}</span>
        </Button>
      )}
      {asking && (
        <ConfirmStep
          className="basis-full"
          label={t('cards:share.confirmTitle')}
          question={t('cards:share.confirm', { recipient: share.recipient })}
          questionRef={questionRef}
          confirmLabel={t('cards:share.confirmYes')}
          cancelLabel={t('cards:share.cancel')}
          busy={revoke.busy}
          onConfirm={() => void revoke.run(share.id)}
          onCancel={() => {
            revoke.reset();
            stepBack();
          }}
        />
      )}
      {revoke.notice && (
        <Notice tone={revoke.notice.tone} className="basis-full">
          {revoke.notice.text}
        </Notice>
      )}
    </li>
  );
}
