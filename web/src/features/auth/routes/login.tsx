import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `login`: structure only until its feature is built. */
export default function LoginRoute() {
  return <FeaturePending screen="login" />;
}
