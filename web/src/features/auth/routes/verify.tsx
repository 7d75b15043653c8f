import { useSearch } from 'wouter';
import { ChangeEmail, VerifyEmail } from '../components/verify/email-actions';
import { isEmailSignInLink } from '../api/email-link-sign-in';
import { EmailLinkSignIn } from '../components/verify/email-link-sign-in';
import { MigrationStart } from '../components/verify/migration-start';
import { InvalidLink } from '../components/verify/parts';

/**
 * `/verify` (public): email verification and the move to email sign-in (spec sections 2, 4, 8).
 *
 * - `?mode=verifyEmail&oobCode=…`: the email verification link.
 * - `?mode=verifyAndChangeEmail&oobCode=…`: the link Settings → change email sent to the new
 *   address; opening it changes the sign-in email. `?mode=recoverEmail&oobCode=…`: Firebase's
 *   link to the old address that undoes a change.
 * - `?mode=signIn&oobCode=…&apiKey=…`: the emailed sign-in link of a first-time user or of an old
 *   username account moving to email: sign in, link the staff record (AddNewstaffUID), wait for
 *   the new claims, set a new password, land where the roles say.
 * - `?migrate=1`: right after signing in with an old username: ask for the email, send the link.
 */
export default function VerifyRoute() {
  const params = new URLSearchParams(useSearch());
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  let body;
  if (mode === 'verifyEmail' && oobCode) body = <VerifyEmail oobCode={oobCode} />;
  else if ((mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') && oobCode) {
    body = <ChangeEmail oobCode={oobCode} restore={mode === 'recoverEmail'} />;
  } else if (mode === 'signIn' && isEmailSignInLink()) body = <EmailLinkSignIn />;
  else if (params.get('migrate') === '1') body = <MigrationStart />;
  else body = <InvalidLink />;
  return <section className="mx-auto max-w-xl px-4 py-8">{body}</section>;
}
