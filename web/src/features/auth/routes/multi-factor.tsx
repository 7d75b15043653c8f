import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `multiFactor`: structure only until its feature is built. */
export default function MultiFactorRoute() {
  return <FeaturePending screen="multiFactor" />;
}
