import { IdentitySettings } from '../components/identity-settings';

/** `/settings` (staff): email, password and multi-factor settings. */
export default function SettingsRoute() {
  return <IdentitySettings />;
}
