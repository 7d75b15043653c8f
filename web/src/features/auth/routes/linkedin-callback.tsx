import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `linkedinCallback`: structure only until its feature is built. */
export default function LinkedinCallbackRoute() {
  return <FeaturePending screen="linkedinCallback" />;
}
