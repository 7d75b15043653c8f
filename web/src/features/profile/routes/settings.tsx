import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `settings`: structure only until its feature is built. */
export default function SettingsRoute() {
  return <FeaturePending screen="settings" />;
}
