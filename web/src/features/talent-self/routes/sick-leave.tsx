import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `sickLeave`: structure only until its feature is built. */
export default function SickLeaveRoute() {
  return <FeaturePending screen="sickLeave" />;
}
