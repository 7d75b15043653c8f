import { FeaturePending } from '@/lib/ui/feature-pending';

// Also renders its child route customerInternalEmployeeEdit (declared in domain/src/routes.ts).

/** Route module for `customerInternalEmployees`: structure only until its feature is built. */
export default function InternalEmployeesRoute() {
  return <FeaturePending screen="customerInternalEmployees" />;
}
