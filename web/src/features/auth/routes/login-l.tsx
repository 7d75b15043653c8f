import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `loginL`: structure only until its feature is built. */
export default function LoginLRoute() {
  return <FeaturePending screen="loginL" />;
}
