import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `multiFactorE`: structure only until its feature is built. */
export default function MultiFactorERoute() {
  return <FeaturePending screen="multiFactorE" />;
}
