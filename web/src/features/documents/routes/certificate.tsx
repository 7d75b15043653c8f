import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `profileCertificate`: structure only until its feature is built (issue 25). */
export default function CertificateRoute() {
  return <FeaturePending screen="profileCertificate" />;
}
