import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `pools`: structure only until its feature is built. */
export default function PoolsRoute() {
  return <FeaturePending screen="pools" />;
}
