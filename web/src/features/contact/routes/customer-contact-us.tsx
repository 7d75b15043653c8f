import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `customerContactUs`: structure only until its feature is built. */
export default function CustomerContactUsRoute() {
  return <FeaturePending screen="customerContactUs" />;
}
