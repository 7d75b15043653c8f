import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskNotices`: structure only until its feature is built. */
export default function DeskNoticesRoute() {
  return <FeaturePending screen="deskNotices" />;
}
