import { updatePassword, type User } from 'firebase/auth';
import { newPasswordForm } from '@vuoro/domain';

export const setPasswordInput = newPasswordForm;

/**
 * The last step of the email-link sign-in: the user's own new password (spec section 5 rules),
 * set on the account that just signed in. `auth/requires-recent-login` means the sign-in is too
 * old: the screen shows the stale-login message with a retry.
 */
export function setNewPassword(user: User, password: string): Promise<void> {
  return updatePassword(user, password);
}
