import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `claimsScreen`: structure only until its feature is built. */
export default function ClaimsScreenRoute() {
  return <FeaturePending screen="claimsScreen" />;
}
