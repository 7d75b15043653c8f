import { FeaturePending } from '@/lib/ui/feature-pending';

// Also renders its child route calendarEdit (declared in domain/src/routes.ts).

/** Route module for `calendar`: structure only until its feature is built. */
export default function CalendarRoute() {
  return <FeaturePending screen="calendar" />;
}
