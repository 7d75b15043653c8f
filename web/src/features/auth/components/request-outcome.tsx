import { useTranslation } from 'react-i18next';
import type { RequestState } from '../api/reset-password';
import { alertClass, statusClass } from './styles';

/**
 * What an emailed request (a password reset, a first sign-in link) came to: 'Something went
 * wrong', 'Too many attempts', or the neutral "sent" text, which never tells whether an account
 * exists. The status line is always there, so screen readers hear the text when it appears.
 */
export function RequestOutcome({ state, sentText }: { state: RequestState; sentText: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <>
      {state === 'failed' && (
        <p role="alert" className={alertClass}>
          {t('errors:somethingWentWrong')}
        </p>
      )}
      {state === 'tooMany' && (
        <p role="alert" className={alertClass}>
          {t('errors:tooManyAttempts')}
        </p>
      )}
      <p role="status" className={state === 'sent' ? statusClass : 'sr-only'}>
        {state === 'sent' ? sentText : ''}
      </p>
    </>
  );
}
