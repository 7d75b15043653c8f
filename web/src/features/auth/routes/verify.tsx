import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `verify`: structure only until its feature is built. */
export default function VerifyRoute() {
  return <FeaturePending screen="verify" />;
}
