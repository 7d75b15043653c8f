import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileIdentityCard`: structure only until its feature is built (issue 25). */
export default function IdentityCardRoute() {
  return <FeaturePending screen="profileIdentityCard" />;
}
