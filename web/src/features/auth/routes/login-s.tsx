import { SignInPage } from '../components/sign-in-page';

/** `/s`: the staff sign-in for employees and customers: email or username first, no LinkedIn. */
export default function LoginSRoute() {
  return <SignInPage variant="staff" />;
}
