import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerPrints`: structure only until its feature is built. */
export default function CustomerPrintsRoute() {
  return <FeaturePending screen="customerPrints" />;
}
