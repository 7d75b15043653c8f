import { Certificate } from '../components/certificate';

/** `/profile/certificate` (employee): a temporary certificate of employment, and the final one ordered from the agency. */
export default function CertificateRoute() {
  return <Certificate />;
}
