import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `shiftsReport`: structure only until its feature is built. */
export default function ShiftsReportRoute() {
  return <FeaturePending screen="shiftsReport" />;
}
