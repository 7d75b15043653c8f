import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `betaOrOld`: structure only until its feature is built. */
export default function BetaOrOldRoute() {
  return <FeaturePending screen="betaOrOld" />;
}
