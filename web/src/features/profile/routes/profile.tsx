import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profile`: structure only until its feature is built. */
export default function ProfileRoute() {
  return <FeaturePending screen="profile" />;
}
