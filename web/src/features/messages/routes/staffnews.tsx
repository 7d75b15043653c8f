import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `staffnews`: structure only until its feature is built. */
export default function StaffnewsRoute() {
  return <FeaturePending screen="staffnews" />;
}
