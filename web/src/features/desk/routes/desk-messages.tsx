import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskMessages`: structure only until its feature is built. */
export default function DeskMessagesRoute() {
  return <FeaturePending screen="deskMessages" />;
}
