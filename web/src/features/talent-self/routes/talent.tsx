import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `talent`: structure only until its feature is built. */
export default function TalentRoute() {
  return <FeaturePending screen="talent" />;
}
