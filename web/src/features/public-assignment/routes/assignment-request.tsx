import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `assignmentRequest`: structure only until its feature is built. */
export default function AssignmentRequestRoute() {
  return <FeaturePending screen="assignmentRequest" />;
}
