import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import type { MultiFactorInfo } from 'firebase/auth';
import { routes } from '@vuoro/domain';
import { authErrorKey } from '@/lib/auth-errors';
import { enrolledPhoneFactors, maskPhone } from '@/lib/mfa';
import { useSession } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { Button, Notice } from '@/lib/ui';
import { unenrolMfaFactor } from '../api/mfa-unenrol';
import { PhoneEnrolForm, VerifyEmailFirst } from '../components/mfa-enrolment';
import { nextFromLocation } from '../components/mfa-next';

type Mode =
  | { kind: 'view' }
  | { kind: 'enrol' }
  | { kind: 'change'; factor: MultiFactorInfo }
  | { kind: 'remove'; factor: MultiFactorInfo };

/**
 * `/multiFactor`: the second factor (spec section 4: off → on with a six-digit code sent to the
 * phone, change number, remove). Shows the enrolled phone masked, or none.
 */
export default function MultiFactorRoute() {
  const { t } = useTranslation(['account', 'errors']);
  const { status, user, refresh } = useSession();
  const [location, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setVersion] = useState(0);

  if (status === 'loading') return <Loading />;
  if (!user) return <Redirect to={routes.login.href(undefined, { next: `${location}${window.location.search}` })} replace />;

  const next = nextFromLocation();
  const factors = enrolledPhoneFactors(user);
  const done = async (key: string) => {
    await refresh().catch(() => undefined);
    setVersion((v) => v + 1);
    setMode({ kind: 'view' });
    if (next) navigate(next, { replace: true });
    else setOutcome({ tone: 'success', key });
  };

  async function remove(factor: MultiFactorInfo) {
    if (!user) return;
    setBusy(true);
    try {
      await unenrolMfaFactor(user, factor);
      setVersion((v) => v + 1);
      setMode({ kind: 'view' });
      setOutcome({ tone: 'success', key: 'account:mfa.removed' });
    } catch (error) {
      setOutcome({ tone: 'error', key: authErrorKey(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="mfa-title" className="mx-auto max-w-xl px-4 py-8">
      <h1 id="mfa-title" className="text-2xl font-bold text-slate-900">
        {t('account:mfa.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('account:mfa.intro')}</p>

      <div className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">{t('account:mfa.current')}</h2>
        {factors.length === 0 ? (
          <p>{t('account:mfa.none')}</p>
        ) : (
          <ul className="space-y-3">
            {factors.map((factor) => (
              <li key={factor.uid} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  {t('account:mfa.smsTo')} <span className="font-semibold">{maskPhone(factor.phoneNumber)}</span>
                </span>
                {mode.kind === 'view' && (
                  <span className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => (setOutcome(null), setMode({ kind: 'change', factor }))}>
                      {t('account:mfa.change')}
                    </Button>
                    <Button variant="danger" onClick={() => (setOutcome(null), setMode({ kind: 'remove', factor }))}>
                      {t('account:mfa.remove')}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {outcome && <Notice tone={outcome.tone}>{t(outcome.key)}</Notice>}
      </div>

      {mode.kind === 'remove' && (
        <div
          role="group"
          aria-labelledby="mfa-remove-title"
          className="mt-6 space-y-3 rounded-2xl bg-white p-5 ring-1 ring-red-300"
        >
          <h2 id="mfa-remove-title" className="text-lg font-bold">
            {t('account:mfa.removeTitle')}
          </h2>
          <p>{t('account:mfa.removeConfirm')}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" disabled={busy} onClick={() => void remove(mode.factor)}>
              {t('account:mfa.removeYes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setMode({ kind: 'view' })}>
              {t('account:cancel')}
            </Button>
          </div>
        </div>
      )}

      {(mode.kind === 'enrol' || mode.kind === 'change' || (mode.kind === 'view' && factors.length === 0)) && (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h2 className="text-lg font-bold">
            {mode.kind === 'change' ? t('account:mfa.changeTitle') : t('account:mfa.enrolTitle')}
          </h2>
          {user.emailVerified ? (
            <PhoneEnrolForm
              key={mode.kind}
              user={user}
              replaces={mode.kind === 'change' ? mode.factor : null}
              onDone={() => void done(mode.kind === 'change' ? 'account:mfa.changed' : 'account:mfa.enrolled')}
              {...(mode.kind === 'change' ? { onCancel: () => setMode({ kind: 'view' }) } : {})}
            />
          ) : (
            <VerifyEmailFirst user={user} onVerified={() => setVersion((v) => v + 1)} />
          )}
        </div>
      )}
    </section>
  );
}
