import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `ohje`: structure only until its feature is built. */
export default function OhjeRoute() {
  return <FeaturePending screen="ohje" />;
}
