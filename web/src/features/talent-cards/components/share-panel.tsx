import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTalentCardShareBody,
  fieldErrors,
  TALENT_CARD_SHARE_DAYS,
  type CreateTalentCardShareResponse,
} from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { issuesOf } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import type { ListedShare, SharesState } from '../api/list-shares';

export interface SharePanelProps {
  talentId: string;
  shares: SharesState;
  /** Admins create and revoke; without these the panel only lists. */
  onCreate?: (input: { talentIds: string[]; recipient: string; days: number }) => Promise<CreateTalentCardShareResponse>;
  onRevoke?: (id: string) => Promise<void>;
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** Links to this card for customers: create one (recipient, days valid), copy it, see and revoke the others. */
export function SharePanel({ talentId, shares, onCreate, onRevoke }: SharePanelProps) {
  const { t } = useTranslation(['cards', 'validation', 'common']);
  const id = useId();
  const [recipient, setRecipient] = useState('');
  const [days, setDays] = useState(String(TALENT_CARD_SHARE_DAYS.default));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ url: string; expiresAt: Date } | null>(null);
  const [copied, setCopied] = useState(false);
  // The route's field issues show beside their fields; any other failure says so under the form. What was typed stays.
  const create = useEndpointAction(
    (input: Parameters<NonNullable<typeof onCreate>>[0]): Promise<CreateTalentCardShareResponse> =>
      onCreate ? onCreate(input) : Promise.reject(new Error('Sharing is for admins only')),
    {
      failure: (error) => (issuesOf(error).length ? null : 'cards:share.failed'),
      onFailure: (error) => {
        const issues = issuesOf(error);
        if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      },
      onSuccess: (share) => {
        setCreated({ url: `${window.location.origin}${share.path}`, expiresAt: new Date(share.expiresAt) });
        setCopied(false);
        setRecipient('');
      },
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!onCreate) return;
    const parsed = createTalentCardShareBody.safeParse({ talentIds: [talentId], recipient, days });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues) as Record<string, string>);
      return;
    }
    setErrors({});
    await create.run(parsed.data);
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:hidden">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('cards:share.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('cards:share.lead')}</p>
      {onCreate && (
        <form onSubmit={submit} noValidate className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-recipient`} className="block text-sm font-semibold text-slate-800">
              {t('cards:share.recipient')}
            </label>
            <input
              id={`${id}-recipient`}
              value={recipient}
              onChange={(e) => setRecipient(e.target.value)}
              aria-invalid={errors.recipient ? true : undefined}
              aria-describedby={errors.recipient ? `${id}-recipient-error` : undefined}
              autoComplete="organization"
              className={fieldClass}
            />
            {errors.recipient && (
              <p id={`${id}-recipient-error`} className="mt-1 text-sm font-semibold text-red-800">
                {t(errors.recipient)}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-days`} className="block text-sm font-semibold text-slate-800">
              {t('cards:share.days', { min: TALENT_CARD_SHARE_DAYS.min, max: TALENT_CARD_SHARE_DAYS.max })}
            </label>
            <input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={TALENT_CARD_SHARE_DAYS.min}
              max={TALENT_CARD_SHARE_DAYS.max}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={errors.days ? true : undefined}
              aria-describedby={errors.days ? `${id}-days-error` : undefined}
              className={fieldClass}
            />
            {errors.days && (
              <p id={`${id}-days-error`} className="mt-1 text-sm font-semibold text-red-800">
                {t(errors.days)}
              </p>
            )}
          </div>
          <Button type="submit" busy={create.busy}>
            {t('cards:share.create')}
          </Button>
        </form>
      )}
      {create.notice && Object.keys(errors).length === 0 && (
        <div className="mt-3">
          <Notice tone={create.notice.tone}>{create.notice.text}</Notice>
        </div>
      )}
      {created && (
        <div className="mt-3 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 text-sm text-green-950">
          <p role="status">{t('cards:share.created', { date: formatDate(created.expiresAt) })}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-link`} className="sr-only">
              {t('cards:share.link')}
            </label>
            <input
              id={`${id}-link`}
              readOnly
              value={created.url}
              onFocus={(e) => e.target.select()}
              className={`${fieldClass} mt-0 min-w-0 flex-1`}
            />
            <Button variant="secondary" onClick={copy}>
              {copied ? t('cards:share.copied') : t('cards:share.copy')}
            </Button>
          </div>
        </div>
      )}
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
