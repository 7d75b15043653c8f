import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `loginS`: structure only until its feature is built. */
export default function LoginSRoute() {
  return <FeaturePending screen="loginS" />;
}
