import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `shiftsUpcoming`: structure only until its feature is built. */
export default function ShiftsUpcomingRoute() {
  return <FeaturePending screen="shiftsUpcoming" />;
}
