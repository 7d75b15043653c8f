import { useTranslation } from 'react-i18next';
import { Notice } from '@/lib/ui/notice';

/** "You have signed out.", shown by `SignedOutNotice` right after signing out. */
export default function SignedOutText({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Notice tone="success" {...(className && { className })}>
      {t('auth:signout.done')}
    </Notice>
  );
}
