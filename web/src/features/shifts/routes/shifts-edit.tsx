import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `shiftsEdit`: structure only until its feature is built. */
export default function ShiftsEditRoute() {
  return <FeaturePending screen="shiftsEdit" />;
}
