import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `restoreUser`: structure only until its feature is built. */
export default function RestoreUserRoute() {
  return <FeaturePending screen="restoreUser" />;
}
