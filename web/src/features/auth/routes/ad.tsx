import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `ad`: structure only until its feature is built. */
export default function AdRoute() {
  return <FeaturePending screen="ad" />;
}
