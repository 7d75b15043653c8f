import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerPools`: structure only until its feature is built. */
export default function CustomerPoolsRoute() {
  return <FeaturePending screen="customerPools" />;
}
