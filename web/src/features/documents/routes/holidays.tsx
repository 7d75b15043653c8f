import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileHolidays`: structure only until its feature is built (issue 25). */
export default function HolidaysRoute() {
  return <FeaturePending screen="profileHolidays" />;
}
