import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import type { User } from 'firebase/auth';
import { AUTH_EMAIL_SEND_INTERVAL_MS, fieldErrors, homeRoute, routes, type RouteDef, type Roles } from '@vuoro/domain';
import { currentSide } from '@/lib/audience';
import { authErrorKey, errorCode } from '@/lib/auth-errors';
import { useSession } from '@/lib/session';
import { buttonClass, Loading, Notice, PasswordChecklist, TextField } from '@/lib/ui/account-form';
import { isEmailSignInLink, linkEmailInput, signInWithLink, storedLinkEmail } from '../api/email-link-sign-in';
import { addNewStaffUid, addNewStaffUidError, addNewStaffUidMessages } from '../api/verify-add-new-staff-uid';
import { applyEmailChange, applyEmailVerification } from '../api/verify-apply-action-code';
import { failedState } from '../api/reset-password';
import { migrationEmailInput, sendMigrationLink } from '../api/verify-send-migration-link';
import { setNewPassword, setPasswordInput } from '../api/verify-set-password';
import { ClaimsTimeoutError, currentRoles, waitForStaffClaims } from '../api/verify-wait-for-claims';

/**
 * `/verify` (public): email verification and the move to email sign-in (spec sections 2, 4, 8).
 *
 * - `?mode=verifyEmail&oobCode=…`: the email verification link.
 * - `?mode=verifyAndChangeEmail&oobCode=…`: the link Settings → change email sent to the new
 *   address; opening it changes the sign-in email. `?mode=recoverEmail&oobCode=…`: Firebase's
 *   link to the old address that undoes a change.
 * - `?mode=signIn&oobCode=…&apiKey=…`: the emailed sign-in link of a first-time user or of an old
 *   username account moving to email: sign in, link the staff record (AddNewstaffUID), wait for
 *   the new claims, set a new password, land where the roles say.
 * - `?migrate=1`: right after signing in with an old username: ask for the email, send the link.
 */
export default function VerifyRoute() {
  const params = new URLSearchParams(useSearch());
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  let body;
  if (mode === 'verifyEmail' && oobCode) body = <VerifyEmail oobCode={oobCode} />;
  else if ((mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') && oobCode) {
    body = <ChangeEmail oobCode={oobCode} restore={mode === 'recoverEmail'} />;
  } else if (mode === 'signIn' && isEmailSignInLink()) body = <EmailLinkSignIn />;
  else if (params.get('migrate') === '1') body = <MigrationStart />;
  else body = <InvalidLink />;
  return <section className="mx-auto max-w-xl px-4 py-8">{body}</section>;
}

function Title({ children }: { children: string }) {
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>;
}

function ToLogin({ label }: { label?: string }) {
  const { t } = useTranslation('account');
  return (
    <Link href={routes.login.href()} className={`mt-6 ${buttonClass.primary}`}>
      {label ?? t('account:verify.toLogin')}
    </Link>
  );
}

function InvalidLink() {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <>
      <Title>{t('account:verify.title')}</Title>
      <div className="mt-4">
        <Notice tone="error">{t('errors:migrationLinkOutdated')}</Notice>
      </div>
      <ToLogin />
    </>
  );
}

// ── Email verification ─────────────────────────────────────────────────────────────────────

type ApplyState = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; key: string };

/** Applies an emailed action code once (StrictMode mounts twice; a code works only once). */
function useAppliedOnce(apply: (oobCode: string) => Promise<unknown>, oobCode: string): ApplyState {
  const [state, setState] = useState<ApplyState>({ kind: 'working' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apply(oobCode).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => setState({ kind: 'failed', key: authErrorKey(error, 'link') }),
    );
  }, [apply, oobCode]);
  return state;
}

function VerifyEmail({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const state = useAppliedOnce(applyEmailVerification, oobCode);
  return (
    <>
      <Title>{t('account:verify.emailTitle')}</Title>
      <div className="mt-4">
        {state.kind === 'working' && <Loading />}
        {state.kind === 'done' && <Notice tone="success">{t('account:verify.emailVerified')}</Notice>}
        {state.kind === 'failed' && <Notice tone="error">{t(state.key)}</Notice>}
      </div>
      {state.kind !== 'working' && (
        <Link href={routes.multiFactor.href()} className={`mt-6 ${buttonClass.secondary}`}>
          {t('account:verify.toMfa')}
        </Link>
      )}
    </>
  );
}

function ChangeEmail({ oobCode, restore }: { oobCode: string; restore: boolean }) {
  const { t } = useTranslation(['account', 'errors']);
  const state = useAppliedOnce(applyEmailChange, oobCode);
  return (
    <>
      <Title>{t('account:verify.emailChangeTitle')}</Title>
      <div className="mt-4">
        {state.kind === 'working' && <Loading />}
        {state.kind === 'done' && (
          <Notice tone="success">{t(restore ? 'account:verify.emailRestored' : 'account:verify.emailChanged')}</Notice>
        )}
        {state.kind === 'failed' && <Notice tone="error">{t(state.key)}</Notice>}
      </div>
      {state.kind !== 'working' && <ToLogin />}
    </>
  );
}

// ── Email-link sign-in, first login and migration ─────────────────────────────────────────────

type Phase =
  | { kind: 'askEmail' }
  | { kind: 'working'; key: string }
  | { kind: 'password'; user: User; roles: Roles }
  | { kind: 'failed'; key: string; toLogin: boolean }
  | { kind: 'noAccess' };

function EmailLinkSignIn() {
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
            <button type="submit" className={buttonClass.primary}>
              {t('account:verify.continue')}
            </button>
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
            <Link href={routes.signout.href()} className={buttonClass.secondary}>
              {t('account:verify.signOut')}
            </Link>
          </>
        )}
        {phase.kind === 'password' && <NewPassword user={phase.user} onDone={() => land(phase.roles)} />}
      </div>
    </>
  );
}

function NewPassword({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [failure, setFailure] = useState<{ key: string; retry: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await setNewPassword(user, password);
      onDone();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/requires-recent-login') setFailure({ key: 'errors:migrationStaleLogin', retry: true });
      else if (code === 'auth/weak-password') setErrors({ password: 'validation:passwordWeak' });
      else setFailure({ key: authErrorKey(error), retry: false });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setPasswordInput.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof typeof errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    void save();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <Notice tone="success">{t('account:verify.signedIn', { email: user.email ?? '' })}</Notice>
      <h2 className="text-lg font-bold">{t('account:verify.setPassword')}</h2>
      <div>
        <TextField
          label={t('account:newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
          describedBy={checklistId}
          required
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <TextField
        label={t('account:confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValue={setConfirmPassword}
        error={errors.confirmPassword}
        required
      />
      {failure && <Notice tone="error">{t(failure.key)}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {failure?.retry ? t('account:retry') : t('account:verify.savePassword')}
        </button>
      </div>
    </form>
  );
}

// ── Migration start: old username → email ─────────────────────────────────────────────────────

/**
 * Seconds until the same address may be sent another link: the server sends one sign-in email a
 * minute to a mailbox and drops the rest silently (AUTH_EMAIL_SEND_INTERVAL_MS), so "Send the link
 * again" waits that long instead of promising a link that would not come.
 */
function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const until = sentAt === null ? 0 : sentAt + AUTH_EMAIL_SEND_INTERVAL_MS;
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  // `now` may be from before the send until the first tick: never more than the whole wait.
  return Math.min(AUTH_EMAIL_SEND_INTERVAL_MS / 1000, Math.max(0, Math.ceil((until - now) / 1000)));
}

function MigrationStart() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const { status, user } = useSession();
  const [email, setEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string; confirmEmail?: string }>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'tooMany'>('idle');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const waitSeconds = useResendWait(sentAt);
  const hintId = useId();

  if (status === 'loading') return <Loading />;
  if (!user) return <Redirect to={routes.login.href()} replace />;

  async function send(address: string, again: boolean) {
    if (!user) return;
    setState('sending');
    setResent(false);
    try {
      await sendMigrationLink(user, address);
      setSentTo(address);
      setSentAt(Date.now());
      setState('sent');
      setResent(again);
    } catch (error) {
      setState(failedState(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = migrationEmailInput.safeParse({ email, confirmEmail });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof typeof errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    void send(parsed.data.email, false);
  }

  return (
    <>
      <Title>{t('account:migrate.title')}</Title>
      <p className="mt-2 text-slate-700">{t('account:migrate.body')}</p>
      {sentTo ? (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h2 className="text-lg font-bold">{t('account:migrate.checkEmail')}</h2>
          <p>{t('account:migrate.sent', { email: sentTo })}</p>
          {resent && <Notice tone="success">{t('account:migrate.resent')}</Notice>}
          {state === 'failed' && <Notice tone="error">{t('errors:emailSendFailed')}</Notice>}
          {state === 'tooMany' && <Notice tone="error">{t('errors:tooManyAttempts')}</Notice>}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={state === 'sending' || waitSeconds > 0}
              aria-describedby={waitSeconds > 0 ? hintId : undefined}
              onClick={() => void send(sentTo, true)}
            >
              {t('account:migrate.resend')}
            </button>
            <button type="button" className={buttonClass.link} onClick={() => (setSentTo(null), setState('idle'))}>
              {t('account:migrate.otherEmail')}
            </button>
          </div>
          {waitSeconds > 0 && (
            <p id={hintId} className="text-sm text-slate-700">
              {t('account:migrate.resendIn', { count: waitSeconds })}
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <TextField
            label={t('account:email')}
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            error={errors.email}
            required
          />
          <TextField
            label={t('account:confirmEmail')}
            type="email"
            autoComplete="email"
            value={confirmEmail}
            onValue={setConfirmEmail}
            error={errors.confirmEmail}
            required
          />
          {state === 'failed' && <Notice tone="error">{t('errors:emailSendFailed')}</Notice>}
          {state === 'tooMany' && <Notice tone="error">{t('errors:tooManyAttempts')}</Notice>}
          <button type="submit" className={buttonClass.primary} disabled={state === 'sending'}>
            {t('account:migrate.send')}
          </button>
        </form>
      )}
    </>
  );
}
