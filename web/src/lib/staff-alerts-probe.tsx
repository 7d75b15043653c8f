import { useEffect, useState } from 'react';
import { getEmployeeTopAlerts } from '@vuoro/domain';
import { publishStaffAlerts, resetStaffAlerts, useStaffAlertsVersion } from './staff-alerts';
import { useEndpoint } from './use-endpoint';

/**
 * Reads GetTopAlerts once for the whole staff menu and publishes it (./staff-alerts.ts); reads it
 * again whenever a screen says a count changed. A module of its own, loaded lazily by the staff
 * layout, so the API client stays out of the layout's chunk. A failed read keeps the last counts
 * (none before the first answer) rather than showing a guess.
 */
export default function StaffAlertsProbe() {
  const alerts = useEndpoint(getEmployeeTopAlerts, {});
  const version = useStaffAlertsVersion();
  const [mountedAt] = useState(version);
  const { retry, status, data } = alerts;
  useEffect(() => {
    if (version !== mountedAt) retry();
  }, [version, mountedAt, retry]);
  useEffect(() => {
    if (status === 'ready') publishStaffAlerts(data);
  }, [status, data]);
  useEffect(() => resetStaffAlerts, []);
  return null;
}
