import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileContracts`: structure only until its feature is built (issue 25). */
export default function ContractsRoute() {
  return <FeaturePending screen="profileContracts" />;
}
