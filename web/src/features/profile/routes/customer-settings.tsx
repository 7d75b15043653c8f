import { IdentitySettings } from '../components/identity-settings';

/** `/customer/settings`: the same identity settings as the staff side. */
export default function CustomerSettingsRoute() {
  return <IdentitySettings />;
}
