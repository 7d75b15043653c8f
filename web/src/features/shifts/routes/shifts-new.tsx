import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `shiftsNew`: structure only until its feature is built. */
export default function ShiftsNewRoute() {
  return <FeaturePending screen="shiftsNew" />;
}
