import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { homeRoute, routes, type RouteDef } from '@vuoro/domain';
import { currentSide } from '@/lib/audience';
import { authErrorKey } from '@/lib/auth-errors';
import { maskPhone, signInHint } from '@/lib/mfa';
import { Loading } from '@/lib/ui/loading';
import { SmsCodeStep, useSmsCode } from '@/lib/ui/sms-code-step';
import { resolveMfaSignIn } from '../api/mfa-resolve-sign-in';
import { sendMfaSignInCode } from '../api/mfa-send-sign-in-code';
import { takePendingMfa, type PendingMfa } from '../api/pending-mfa';

/**
 * The waiting second step, taken once. Kept here as well, so that rendering twice (React's
 * strict mode) does not lose it; forgotten when the sign-in completes.
 */
let current: PendingMfa | null = null;
function takeStep(): PendingMfa | null {
  const taken = takePendingMfa();
  if (taken) current = taken;
  return current;
}

/**
 * `/login/multifactor`: the second sign-in step. The sign-in screen parked Firebase's resolver;
 * the code goes by SMS to the first enrolled phone, shown masked; a wrong code says
 * 'Incorrect code'. Without a waiting step (e.g. after a reload) the user signs in again.
 */
export default function LoginMultifactorRoute() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const [, navigate] = useLocation();
  const [step] = useState(takeStep);
  const hint = step ? signInHint(step.resolver) : null;
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCode();
  const { failure, setFailure } = sms;
  const sentOnce = useRef(false);

  const send = async () => {
    if (!step || !hint) return false;
    setFailure(null);
    try {
      setVerificationId(await sendMfaSignInCode(step.resolver, hint));
      return true;
    } catch (error) {
      setFailure(authErrorKey(error, 'mfa'));
      return false;
    }
  };

  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- send once, when the screen opens
  }, []);

  if (!step || !hint) return <Redirect to={routes.login.href()} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = sms.checked();
    if (code === null || !step || !verificationId) return;
    setBusy(true);
    try {
      const roles = await resolveMfaSignIn(step.resolver, verificationId, code);
      current = null;
      navigate(step.next ?? (routes[homeRoute(roles, currentSide())] as RouteDef).href(), { replace: true });
    } catch (error) {
      sms.refused(authErrorKey(error, 'mfa'));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="login-mfa-title" className="mx-auto max-w-md px-4 py-8">
      <h1 id="login-mfa-title" className="text-2xl font-bold text-slate-900">
        {t('account:loginMfa.title')}
      </h1>
      <SmsCodeStep
        className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        intro={
          verificationId ? (
            <p className="text-slate-700">{t('account:loginMfa.sentTo', { phone: maskPhone(hint.phoneNumber) })}</p>
          ) : (
            !failure && <Loading />
          )
        }
        sms={sms}
        busy={busy}
        submitLabel={t('account:loginMfa.signIn')}
        submitDisabled={!verificationId}
        onSubmit={submit}
        onResend={() => {
          sms.setResent(false);
          sms.setCode('');
          void send().then((ok) => sms.setResent(ok));
        }}
      />
    </section>
  );
}
