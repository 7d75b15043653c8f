import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerRecruitOrder`: structure only until its feature is built. */
export default function RecruitOrderRoute() {
  return <FeaturePending screen="customerRecruitOrder" />;
}
