import { SignInPage } from '../components/sign-in-page';

/**
 * `/ukraine`: the talent sign-in for people from Ukraine, with registration up front. The
 * language comes from detection (the /ukraine path gives Ukrainian unless the user chose
 * another language before), not from this screen.
 */
export default function UkraineRoute() {
  return <SignInPage variant="ukraine" />;
}
