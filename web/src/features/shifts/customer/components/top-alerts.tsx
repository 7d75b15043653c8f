import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type customerTopAlertsResponse } from '@vuoro/domain';
import type { z } from 'zod';
import { isSignedOut } from '@/lib/api-error';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import type { EndpointState } from '@/lib/use-endpoint';
import { LoadFailed } from '@/lib/ui/load-failed';
import { alertView, customerViewSearch, type CustomerShiftsView } from '../model';

export interface TopAlertsProps {
  alerts: EndpointState<z.infer<typeof customerTopAlertsResponse>>;
  view: CustomerShiftsView;
  now: Date;
}

/** What needs the customer's attention, per place; each alert a link that shows those shifts in the list. */
export function TopAlerts({ alerts, view, now }: TopAlertsProps) {
  const { t } = useTranslation(['customerShifts', 'errors']);
  if (alerts.status === 'error' && !isSignedOut(alerts.error)) return <LoadFailed error={alerts.error} retry={alerts.retry} />;
  const list = alerts.data?.alerts ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="customer-alerts-title" className="rounded-xl border-l-4 border-amber-600 bg-amber-50 p-4">
      <h2 id="customer-alerts-title" className="font-semibold text-amber-950">
        {t('customerShifts:alerts.title')}
      </h2>
      <ul className="mt-2 grid gap-1">
        {list.map((alert) => (
          <li key={`${alert.kind}-${alert.placeOfWork.id}`}>
            <Link
              href={`${routes.customerShifts.href()}?${customerViewSearch(alertView(alert, view, now))}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              {t(`customerShifts:alerts.${alert.kind}`, {
                count: alert.count,
                place: alert.placeOfWork.name,
                date: formatDateTimeInAgencyZone(new Date(alert.firstStart)),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
