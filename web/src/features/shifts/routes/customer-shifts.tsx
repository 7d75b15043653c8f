import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerShifts`: structure only until its feature is built. */
export default function CustomerShiftsRoute() {
  return <FeaturePending screen="customerShifts" />;
}
