import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerAddInternalEmployee`: structure only until its feature is built. */
export default function AddInternalEmployeeRoute() {
  return <FeaturePending screen="customerAddInternalEmployee" />;
}
