import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `openShifts`: structure only until its feature is built. */
export default function OpenShiftsRoute() {
  return <FeaturePending screen="openShifts" />;
}
