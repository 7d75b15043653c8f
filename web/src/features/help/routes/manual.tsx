import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `manual`: structure only until its feature is built. */
export default function ManualRoute() {
  return <FeaturePending screen="manual" />;
}
