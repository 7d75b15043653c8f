import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate, REAUTH_DECLINED } from '@vuoro/domain';
import { Button, ButtonAnchor, ConfirmStep, LoadFailed, Notice, useAskOnce } from '@/lib/ui';
import { isApiError } from '@/lib/api-error';
import {
  feedAddresses,
  makeCalendarFeed,
  revokeCalendarFeed,
  showCalendarFeedAddress,
  useCalendarFeedStatus,
} from '../api/calendar-feed';

type Outcome = { tone: 'success' | 'error'; key: string } | null;

/**
 * The employee's calendar subscription (our extension, issue 15 item 7): make a secret `.ics`
 * address that a phone's calendar subscribes to, copy it, replace it or turn it off. The address
 * shows when made, and again on "Show the address" after a recent sign-in (issue 23 item 9), so
 * a phone and a laptop subscribe to the same one; replacing or turning it off stops the old one,
 * so both ask once more.
 */
export function CalendarFeedSettings() {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const id = useId();
  const status = useCalendarFeedStatus();
  const [made, setMade] = useState<{ https: string; webcal: string } | null>(null);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'replace' | 'revoke'>();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const addressRef = useRef<HTMLInputElement>(null);

  async function make() {
    setBusy(true);
    setOutcome(null);
    try {
      const created = await makeCalendarFeed();
      setMade(feedAddresses(created.path, window.location.origin));
      setCopied(false);
      answered();
      setOutcome({ tone: 'success', key: 'account:calendarFeed.made' });
      status.retry();
    } catch (error) {
      const impersonated = isApiError(error, 403, 'impersonated');
      setOutcome({ tone: 'error', key: impersonated ? 'account:calendarFeed.impersonated' : 'account:calendarFeed.saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  async function show() {
    setBusy(true);
    setOutcome(null);
    try {
      const shown = await showCalendarFeedAddress();
      setMade(feedAddresses(shown.path, window.location.origin));
      setCopied(false);
      setOutcome({ tone: 'success', key: 'account:calendarFeedShow.shown' });
    } catch (error) {
      setOutcome({ tone: 'error', key: showFailure(error) });
      if (isApiError(error, [404, 409])) status.retry();
    } finally {
      setBusy(false);
    }
  }

  async function revoke() {
    setBusy(true);
    setOutcome(null);
    try {
      await revokeCalendarFeed();
      setMade(null);
      answered();
      setOutcome({ tone: 'success', key: 'account:calendarFeed.revoked' });
      status.retry();
    } catch {
      setOutcome({ tone: 'error', key: 'account:calendarFeed.saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.https);
      setCopied(true);
    } catch {
      // No clipboard (permission, http): select the address so the user can copy it themself.
      addressRef.current?.select();
      setCopied(false);
    }
  }

  const active = status.data?.active ?? false;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('account:calendarFeed.title')}
      </h2>
      <p className="text-slate-700">{t('account:calendarFeed.body')}</p>
      {status.status === 'error' && !status.data && <LoadFailed error={status.error} retry={status.retry} />}
      {status.data && (
        <p className="text-slate-700" data-testid="calendar-feed-status">
          {active && status.data.created
            ? t('account:calendarFeed.activeSince', { date: formatAgencyDate(new Date(status.data.created)) })
            : t('account:calendarFeed.none')}
        </p>
      )}
      {made && (
        <div className="space-y-2">
          <label htmlFor={`${id}-address`} className="block text-sm font-semibold text-slate-800">
            {t('account:calendarFeed.address')}
          </label>
          <input
            id={`${id}-address`}
            ref={addressRef}
            readOnly
            value={made.https}
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby={`${id}-once`}
            className="block min-h-11 w-full rounded-lg border border-slate-400 px-3 font-mono text-sm"
          />
          <p id={`${id}-once`} className="text-sm text-slate-600">
            {t('account:calendarFeedShow.hint')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void copy()}>
              {copied ? t('account:calendarFeed.copied') : t('account:calendarFeed.copy')}
            </Button>
            <ButtonAnchor href={made.webcal} variant="secondary">
              {t('account:calendarFeed.openInCalendar')}
            </ButtonAnchor>
          </div>
          <p role="status" className="sr-only">
            {copied ? t('account:calendarFeed.copied') : ''}
          </p>
        </div>
      )}
      {asking ? (
        <ConfirmStep
          label={t('account:calendarFeed.title')}
          question={asking === 'replace' ? t('account:calendarFeed.confirmReplace') : t('account:calendarFeed.confirmRevoke')}
          questionRef={questionRef}
          confirmLabel={asking === 'replace' ? t('account:calendarFeed.yesReplace') : t('account:calendarFeed.yesRevoke')}
          cancelLabel={t('account:calendarFeed.back')}
          tone={asking === 'replace' ? 'primary' : 'danger'}
          busy={busy}
          onConfirm={() => void (asking === 'replace' ? make() : revoke())}
          onCancel={stepBack}
        />
      ) : (
        status.data && (
          <div className="flex flex-wrap gap-3">
            {active ? (
              <>
                {!made && status.data.showable && (
                  <Button disabled={busy} onClick={() => void show()}>
                    {t('account:calendarFeedShow.show')}
                  </Button>
                )}
                <Button variant="secondary" ref={askerRef('replace')} onClick={() => ask('replace')}>
                  {t('account:calendarFeed.replace')}
                </Button>
                <Button variant="danger" ref={askerRef('revoke')} onClick={() => ask('revoke')}>
                  {t('account:calendarFeed.revoke')}
                </Button>
              </>
            ) : (
              <Button disabled={busy} onClick={() => void make()}>
                {t('account:calendarFeed.make')}
              </Button>
            )}
          </div>
        )
      )}
      {active && !made && status.data?.showable === false && (
        <p className="text-sm text-slate-700">{t('account:calendarFeedShow.notShowable')}</p>
      )}
      {outcome && <Notice tone={outcome.tone}>{t(outcome.key)}</Notice>}
    </section>
  );
}

/** Why "Show the address" did not: declined to sign in again, a "Sign in as" session, gone or not showable, or a failure. */
function showFailure(error: unknown): string {
  if (isApiError(error, 401, REAUTH_DECLINED)) return 'account:calendarFeedShow.declined';
  if (isApiError(error, 403, 'impersonated')) return 'account:calendarFeedShow.impersonated';
  if (isApiError(error, 409, 'calendarFeedNotShowable')) return 'account:calendarFeedShow.notShowable';
  if (isApiError(error, 404)) return 'account:calendarFeed.none';
  return 'account:calendarFeedShow.failed';
}
