import { IdentityCard } from '../components/identity-card';

/** `/profile/identity-card` (employee): the identity card on screen and as a PDF. */
export default function IdentityCardRoute() {
  return <IdentityCard />;
}
