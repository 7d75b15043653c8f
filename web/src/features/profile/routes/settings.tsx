import { useSession } from '@/lib/session';
import { CalendarFeedSettings } from '../components/calendar-feed-settings';
import { IdentitySettings } from '../components/identity-settings';
import { NotificationSettings } from '../components/notification-settings';

/**
 * `/settings` (staff): email, password and multi-factor settings, and an employee's calendar
 * subscription and notifications. A "Sign in as" session sees neither: the feed address is the
 * person's own secret, and a browser subscribed for pushes would be the admin's, not theirs.
 */
export default function SettingsRoute() {
  const { roles, actingAs } = useSession();
  return (
    <IdentitySettings>
      {roles.employee && !actingAs && (
        <>
          <NotificationSettings />
          <CalendarFeedSettings />
        </>
      )}
    </IdentitySettings>
  );
}
