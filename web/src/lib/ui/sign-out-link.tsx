import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { buttonClass } from './button';

/**
 * "Sign out" on an account or settings page: /signout signs out, forgets what the session read
 * and replaces itself with /login, so the back button shows nothing of the session.
 */
export function SignOutLink() {
  const { t } = useTranslation('common');
  return (
    <Link href={routes.signout.href()} className={buttonClass.secondary}>
      {t('common:nav.signOut')}
    </Link>
  );
}
