import { SignInPage } from '../components/sign-in-page';

/** `/l`: the talent sign-in: LinkedIn first, then email or username. */
export default function LoginLRoute() {
  return <SignInPage variant="talent" />;
}
