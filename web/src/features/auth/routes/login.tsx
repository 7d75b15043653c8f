import { useSearch } from 'wouter';
import { SignInPage } from '../components/sign-in-page';

/**
 * `/login`: the sign-in screen for everyone (email or username first, then the providers). The
 * landing page's employee and customer choices (`?as=`) get the staff emphasis, as on /s.
 */
export default function LoginRoute() {
  const as = new URLSearchParams(useSearch()).get('as');
  return <SignInPage variant={as === 'employee' || as === 'customer' ? 'staff' : 'default'} />;
}
