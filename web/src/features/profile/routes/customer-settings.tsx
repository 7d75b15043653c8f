import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerSettings`: structure only until its feature is built. */
export default function CustomerSettingsRoute() {
  return <FeaturePending screen="customerSettings" />;
}
