import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `workBenefits`: structure only until its feature is built. */
export default function WorkBenefitsRoute() {
  return <FeaturePending screen="workBenefits" />;
}
