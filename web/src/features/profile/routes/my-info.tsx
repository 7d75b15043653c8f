import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileMyInfo`: structure only until its feature is built (issue 25). */
export default function MyInfoRoute() {
  return <FeaturePending screen="profileMyInfo" />;
}
