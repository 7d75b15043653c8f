import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { fieldErrors, routes } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { EmailPairFields } from '@/lib/ui/email-pair-fields';
import { Button, Notice } from '@/lib/ui';
import { failedState } from '../../api/reset-password';
import { migrationEmailInput, sendMigrationLink } from '../../api/verify-send-migration-link';
import { Title } from './parts';
import { useResendWait } from './use-resend-wait';

/** Right after signing in with an old username: the email to move to, twice; the link sent, and sent again after a wait. */
export function MigrationStart() {
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
            <Button
              variant="secondary"
              disabled={state === 'sending' || waitSeconds > 0}
              aria-describedby={waitSeconds > 0 ? hintId : undefined}
              onClick={() => void send(sentTo, true)}
            >
              {t('account:migrate.resend')}
            </Button>
            <Button variant="link" onClick={() => (setSentTo(null), setState('idle'))}>
              {t('account:migrate.otherEmail')}
            </Button>
          </div>
          {waitSeconds > 0 && (
            <p id={hintId} className="text-sm text-slate-700">
              {t('account:migrate.resendIn', { count: waitSeconds })}
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <EmailPairFields
            labels={{ email: t('account:email'), confirmEmail: t('account:confirmEmail') }}
            email={email}
            confirmEmail={confirmEmail}
            onEmail={setEmail}
            onConfirmEmail={setConfirmEmail}
            errors={errors}
          />
          {state === 'failed' && <Notice tone="error">{t('errors:emailSendFailed')}</Notice>}
          {state === 'tooMany' && <Notice tone="error">{t('errors:tooManyAttempts')}</Notice>}
          <Button type="submit" disabled={state === 'sending'}>
            {t('account:migrate.send')}
          </Button>
        </form>
      )}
    </>
  );
}
