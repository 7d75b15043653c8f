import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileEmail`: structure only until its feature is built. */
export default function ProfileEmailRoute() {
  return <FeaturePending screen="profileEmail" />;
}
