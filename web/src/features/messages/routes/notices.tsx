import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `notices`: structure only until its feature is built. */
export default function NoticesRoute() {
  return <FeaturePending screen="notices" />;
}
