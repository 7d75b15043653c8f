import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskRecruitOrders`: structure only until its feature is built. */
export default function DeskRecruitOrdersRoute() {
  return <FeaturePending screen="deskRecruitOrders" />;
}
