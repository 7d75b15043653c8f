import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `talentProfile`: structure only until its feature is built. */
export default function TalentProfileRoute() {
  return <FeaturePending screen="talentProfile" />;
}
