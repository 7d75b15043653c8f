import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `ukraine`: structure only until its feature is built. */
export default function UkraineRoute() {
  return <FeaturePending screen="ukraine" />;
}
