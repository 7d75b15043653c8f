import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `openVacancies`: structure only until its feature is built. */
export default function OpenVacanciesRoute() {
  return <FeaturePending screen="openVacancies" />;
}
