import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  OAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  type AuthProvider,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { mfaOutcome, type SignInOutcome } from './sign-in';

// Auth starts without a pop-up and redirect resolver (lib/firebase.ts): each call here passes it.

/** The deployment's extra provider: Google by its own class, any other (OIDC/SAML/…) by id. */
export function federatedProvider(id: string): AuthProvider {
  if (id === GoogleAuthProvider.PROVIDER_ID) {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  return new OAuthProvider(id);
}

/** Signs in with the configured federated provider in a pop-up. */
export async function signInWithFederated(id: string): Promise<SignInOutcome> {
  try {
    const credential = await signInWithPopup(auth, federatedProvider(id), browserPopupRedirectResolver);
    return { kind: 'signedIn', user: credential.user };
  } catch (error) {
    return mfaOutcome(error);
  }
}

/** Microsoft, limited to the organisation's tenant, always letting the user pick the account. */
export function microsoftProvider(tenant: string): OAuthProvider {
  const provider = new OAuthProvider('microsoft.com');
  provider.setCustomParameters({ tenant, prompt: 'select_account' });
  return provider;
}

/** Marks that /ad sent the browser to Microsoft, so coming back without a result does not loop. */
export const MICROSOFT_REDIRECT_MARK = 'vuoro.microsoftRedirect';

/** Leaves the app for Microsoft's sign-in; the browser comes back to /ad. */
export async function startMicrosoftSignIn(tenant: string): Promise<void> {
  try {
    window.sessionStorage.setItem(MICROSOFT_REDIRECT_MARK, '1');
  } catch {
    // Storage disabled: /ad then offers the button instead of starting by itself.
  }
  await signInWithRedirect(auth, microsoftProvider(tenant), browserPopupRedirectResolver);
}

/** Whether this visit of /ad follows our own redirect to Microsoft (and forgets the mark). */
export function takeMicrosoftRedirectMark(): boolean {
  try {
    const marked = window.sessionStorage.getItem(MICROSOFT_REDIRECT_MARK) === '1';
    window.sessionStorage.removeItem(MICROSOFT_REDIRECT_MARK);
    return marked;
  } catch {
    return true;
  }
}

/**
 * The result of coming back from Microsoft: signed in (also when the user already was), a second
 * step, or null when there is no sign-in to finish.
 */
export async function finishMicrosoftSignIn(): Promise<SignInOutcome | null> {
  try {
    const credential = await getRedirectResult(auth, browserPopupRedirectResolver);
    const user = credential?.user ?? auth.currentUser;
    return user ? { kind: 'signedIn', user } : null;
  } catch (error) {
    return mfaOutcome(error);
  }
}
