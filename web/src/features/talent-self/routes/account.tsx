import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `account`: structure only until its feature is built. */
export default function AccountRoute() {
  return <FeaturePending screen="account" />;
}
