import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `jobInterests`: structure only until its feature is built. */
export default function JobInterestsRoute() {
  return <FeaturePending screen="jobInterests" />;
}
