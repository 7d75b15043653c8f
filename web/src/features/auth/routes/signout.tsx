import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `signout`: structure only until its feature is built. */
export default function SignoutRoute() {
  return <FeaturePending screen="signout" />;
}
