import { useRoles } from '@/lib/session';
import { CalendarFeedSettings } from '../components/calendar-feed-settings';
import { IdentitySettings } from '../components/identity-settings';

/** `/settings` (staff): email, password and multi-factor settings, and an employee's calendar subscription. */
export default function SettingsRoute() {
  const roles = useRoles();
  return <IdentitySettings>{roles.employee && <CalendarFeedSettings />}</IdentitySettings>;
}
