import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { getEmployeeTopAlerts, routes } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * For a signed-in employee: while GetTopAlerts says the salary account is missing or invalid, a
 * notice linking to My details. Loaded lazily by the landing (the API client stays out of its
 * chunk); a failed read shows nothing (the notice is a hint, not worth an error of its own).
 */
export default function BankAccountNotice() {
  const { t } = useTranslation('myInfo');
  const alerts = useEndpoint(getEmployeeTopAlerts, {});
  if (alerts.status !== 'ready' || !alerts.data.bankAccountMissing) return null;
  return (
    <aside aria-label={t('myInfo:bank.title')} className="border-b border-amber-600 bg-amber-50 py-3 text-sm text-amber-950">
      <p className="mx-auto max-w-6xl px-4">
        {t('myInfo:bankNotice.text')}{' '}
        <Link href={routes.profileMyInfo.href()} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('myInfo:bankNotice.link')}
        </Link>
      </p>
    </aside>
  );
}
