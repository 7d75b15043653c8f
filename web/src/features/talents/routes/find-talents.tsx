import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `findTalents`: structure only until its feature is built. */
export default function FindTalentsRoute() {
  return <FeaturePending screen="findTalents" />;
}
