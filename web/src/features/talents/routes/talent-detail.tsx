import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `talentDetail`: structure only until its feature is built. */
export default function TalentDetailRoute() {
  return <FeaturePending screen="talentDetail" />;
}
