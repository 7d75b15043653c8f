import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `faq`: structure only until its feature is built. */
export default function FaqRoute() {
  return <FeaturePending screen="faq" />;
}
