import { FeaturePending } from '@/lib/ui/feature-pending';

// Also renders its child route talentsAssignment (declared in domain/src/routes.ts).

/** Route module for `talents`: structure only until its feature is built. */
export default function TalentsRoute() {
  return <FeaturePending screen="talents" />;
}
