import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `userList`: structure only until its feature is built. */
export default function UserListRoute() {
  return <FeaturePending screen="userList" />;
}
