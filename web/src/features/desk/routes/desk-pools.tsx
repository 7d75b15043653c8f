import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskPools`: structure only until its feature is built (issue 25). */
export default function DeskPoolsRoute() {
  return <FeaturePending screen="deskPools" />;
}
