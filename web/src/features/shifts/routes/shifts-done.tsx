import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `shiftsDone`: structure only until its feature is built. */
export default function ShiftsDoneRoute() {
  return <FeaturePending screen="shiftsDone" />;
}
