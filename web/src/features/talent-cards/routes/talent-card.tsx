import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `talentCard`: structure only until its feature is built. */
export default function Route() {
  return <FeaturePending screen="talentCard" />;
}
