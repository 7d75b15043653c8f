import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerMyInfo`: structure only until its feature is built. */
export default function CustomerMyInfoRoute() {
  return <FeaturePending screen="customerMyInfo" />;
}
