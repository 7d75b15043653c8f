import { useSession } from '@/lib/session';
import { CalendarFeedSettings } from '../components/calendar-feed-settings';
import { IdentitySettings } from '../components/identity-settings';

/**
 * `/settings` (staff): email, password and multi-factor settings, and an employee's calendar
 * subscription. A "Sign in as" session sees neither: the feed address is the person's own secret.
 */
export default function SettingsRoute() {
  const { roles, actingAs } = useSession();
  return <IdentitySettings>{roles.employee && !actingAs && <CalendarFeedSettings />}</IdentitySettings>;
}
