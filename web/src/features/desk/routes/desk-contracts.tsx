import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskContracts`: structure only until its feature is built (issue 25). */
export default function DeskContractsRoute() {
  return <FeaturePending screen="deskContracts" />;
}
