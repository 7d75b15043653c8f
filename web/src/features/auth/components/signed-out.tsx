import { useTranslation } from 'react-i18next';
import { useHistoryState } from 'wouter/use-browser-location';
import { Notice } from '@/lib/ui/notice';

/** The history state /signout leaves on the /login entry it replaces itself with. */
export const SIGNED_OUT = { signedOut: true } as const;

/**
 * "You have signed out." on the sign-in screen /signout lands on, so the user knows it worked.
 * It lives in that history entry only: /login opened any other way says nothing.
 */
export function SignedOutNotice({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const state: unknown = useHistoryState();
  const signedOut = typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;
  if (!signedOut) return null;
  return (
    <Notice tone="success" {...(className && { className })}>
      {t('auth:signout.done')}
    </Notice>
  );
}
