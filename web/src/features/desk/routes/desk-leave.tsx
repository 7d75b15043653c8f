import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskLeave`: structure only until its feature is built (issue 25). */
export default function DeskLeaveRoute() {
  return <FeaturePending screen="deskLeave" />;
}
