import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { authErrorKey } from '@/lib/auth-errors';
import { Loading } from '@/lib/ui/loading';
import { ButtonLink, Notice } from '@/lib/ui';
import { applyEmailChange, applyEmailVerification } from '../../api/verify-apply-action-code';
import { Title, ToLogin } from './parts';

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

/** The email verification link: verified, then on to the second factor. */
export function VerifyEmail({ oobCode }: { oobCode: string }) {
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
        <ButtonLink href={routes.multiFactor.href()} variant="secondary" className="mt-6">
          {t('account:verify.toMfa')}
        </ButtonLink>
      )}
    </>
  );
}

/** The link to a new address (the change happens) or to the old one (the change is undone). */
export function ChangeEmail({ oobCode, restore }: { oobCode: string; restore: boolean }) {
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
