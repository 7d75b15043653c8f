import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileSalary`: structure only until its feature is built (issue 25). */
export default function SalaryRoute() {
  return <FeaturePending screen="profileSalary" />;
}
