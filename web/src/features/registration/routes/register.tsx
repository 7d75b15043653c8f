import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `register`: structure only until its feature is built. */
export default function RegisterRoute() {
  return <FeaturePending screen="register" />;
}
