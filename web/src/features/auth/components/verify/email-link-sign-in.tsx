import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from 'firebase/auth';
import { homeRoute, routes, type RouteDef, type Roles } from '@vuoro/domain';
import { currentSide } from '@/lib/audience';
import { authErrorKey } from '@/lib/auth-errors';
import { TextField } from '@/lib/ui/account-form';
import { Loading } from '@/lib/ui/loading';
import { Button, ButtonLink, Notice } from '@/lib/ui';
import { linkEmailInput, signInWithLink, storedLinkEmail } from '../../api/email-link-sign-in';
import { addNewStaffUid, addNewStaffUidError, addNewStaffUidMessages } from '../../api/verify-add-new-staff-uid';
import { ClaimsTimeoutError, currentRoles, waitForStaffClaims } from '../../api/verify-wait-for-claims';
import { NewPassword } from './new-password';
import { Title, ToLogin } from './parts';

type Phase =
  | { kind: 'askEmail' }
  | { kind: 'working'; key: string }
  | { kind: 'password'; user: User; roles: Roles }
  | { kind: 'failed'; key: string; toLogin: boolean }
  | { kind: 'noAccess' };

/**
 * The emailed sign-in link of a first-time user or of an old username account moving to email:
 * sign in (asking for the address on another device), link the staff record, wait for the new
 * claims, set a new password, land where the roles say.
 */
export function EmailLinkSignIn() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const [, navigate] = useLocation();
  const [stored] = useState(storedLinkEmail);
  const [phase, setPhase] = useState<Phase>(stored ? { kind: 'working', key: 'account:verify.signingIn' } : { kind: 'askEmail' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const started = useRef(false);

  async function run(address: string) {
    setPhase({ kind: 'working', key: 'account:verify.signingIn' });
    let user: User;
    try {
      user = await signInWithLink(address);
    } catch (error) {
      const key = authErrorKey(error, 'link');
      if (key === 'errors:migrationEmailMismatch') {
        setEmailError(key);
        setPhase({ kind: 'askEmail' });
      } else setPhase({ kind: 'failed', key, toLogin: true });
      return;
    }
    setPhase({ kind: 'working', key: 'account:verify.linking' });
    try {
      const linked = await addNewStaffUid(user);
      const roles = linked.claimsUpdated ? await waitForStaffClaims(linked.user) : await currentRoles(linked.user);
      setPhase({ kind: 'password', user: linked.user, roles });
    } catch (error) {
      const refusal = addNewStaffUidError(error);
      if (refusal) setPhase({ kind: 'failed', key: addNewStaffUidMessages[refusal], toLogin: false });
      else if (error instanceof ClaimsTimeoutError) setPhase({ kind: 'failed', key: 'errors:migrationTooSlow', toLogin: true });
      else setPhase({ kind: 'failed', key: 'errors:somethingWentWrong', toLogin: true });
    }
  }

  useEffect(() => {
    if (started.current || !stored) return;
    started.current = true;
    void run(stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, with the address this browser stored
  }, []);

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    const parsed = linkEmailInput.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'validation:invalidEmail');
      return;
    }
    setEmailError(null);
    void run(parsed.data);
  }

  const land = (roles: Roles) => {
    if (!roles.employee && !roles.customer) setPhase({ kind: 'noAccess' });
    else navigate((routes[homeRoute(roles, currentSide())] as RouteDef).href(), { replace: true });
  };

  return (
    <>
      <Title>{t('account:verify.signInTitle')}</Title>
      <div className="mt-4 space-y-4">
        {phase.kind === 'askEmail' && (
          <form onSubmit={submitEmail} noValidate className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <Notice tone="info">{t('errors:migrationDifferentDevice')}</Notice>
            <TextField
              label={t('account:email')}
              type="email"
              autoComplete="email"
              value={email}
              onValue={setEmail}
              error={emailError}
              required
            />
            <Button type="submit">{t('account:verify.continue')}</Button>
          </form>
        )}
        {phase.kind === 'working' && (
          <>
            <p className="text-slate-700">{t(phase.key)}</p>
            <Loading />
          </>
        )}
        {phase.kind === 'failed' && (
          <>
            <Notice tone="error">{t(phase.key)}</Notice>
            {phase.toLogin && <ToLogin />}
          </>
        )}
        {phase.kind === 'noAccess' && (
          <>
            <Notice tone="error">{t('errors:migrationNoEmployeeAccess')}</Notice>
            <ButtonLink href={routes.signout.href()} variant="secondary">
              {t('account:verify.signOut')}
            </ButtonLink>
          </>
        )}
        {phase.kind === 'password' && <NewPassword user={phase.user} onDone={() => land(phase.roles)} />}
      </div>
    </>
  );
}
