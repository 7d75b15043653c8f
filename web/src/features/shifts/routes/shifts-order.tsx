import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `shiftsOrder`: structure only until its feature is built. */
export default function ShiftsOrderRoute() {
  return <FeaturePending screen="shiftsOrder" />;
}
