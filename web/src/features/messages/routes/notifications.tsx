import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `notifications`: structure only until its feature is built. */
export default function NotificationsRoute() {
  return <FeaturePending screen="notifications" />;
}
