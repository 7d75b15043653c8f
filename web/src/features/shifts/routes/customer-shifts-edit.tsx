import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerShiftsEdit`: structure only until its feature is built. */
export default function CustomerShiftsEditRoute() {
  return <FeaturePending screen="customerShiftsEdit" />;
}
