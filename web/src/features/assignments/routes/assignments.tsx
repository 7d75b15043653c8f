import { FeaturePending } from '@/lib/ui/feature-pending';

// Also renders its child routes assignment, assignmentTalent (declared in domain/src/routes.ts).

/** Route module for `assignments`: structure only until its feature is built. */
export default function AssignmentsRoute() {
  return <FeaturePending screen="assignments" />;
}
