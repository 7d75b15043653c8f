import { isSignInWithEmailLink, signInWithEmailLink, type User } from 'firebase/auth';
import { emailField } from '@vuoro/domain';
import { auth } from '@/lib/firebase';
import { LINK_EMAIL_STORAGE_KEY } from './send-sign-in-link';

export const linkEmailInput = emailField;

/** Whether this address is a Firebase sign-in link (mode=signIn, oobCode, apiKey). */
export const isEmailSignInLink = (href: string = window.location.href): boolean => isSignInWithEmailLink(auth, href);

/** The address the link was requested for in this browser; null on another device or browser. */
export function storedLinkEmail(): string | null {
  try {
    return window.localStorage.getItem(LINK_EMAIL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Signs in with the emailed link (first-time users and old accounts moving to email sign-in).
 * Errors are Firebase's: map them with `authErrorKey(e, 'link')` (expired, outdated, email
 * mismatch). The stored address is forgotten once it has served.
 */
export async function signInWithLink(email: string, href: string = window.location.href): Promise<User> {
  const { user } = await signInWithEmailLink(auth, email, href);
  try {
    window.localStorage.removeItem(LINK_EMAIL_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing to forget.
  }
  return user;
}
