import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `loginMultifactor`: structure only until its feature is built. */
export default function LoginMultifactorRoute() {
  return <FeaturePending screen="loginMultifactor" />;
}
