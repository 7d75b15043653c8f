import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskPay`: structure only until its feature is built (issue 25). */
export default function DeskPayRoute() {
  return <FeaturePending screen="deskPay" />;
}
