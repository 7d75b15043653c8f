import type { MultiFactorResolver } from 'firebase/auth';
import { rolesFromClaims, type Roles } from '@vuoro/domain';
import { resolveWithCode } from '@/lib/mfa';

/** Finishes the sign-in with the typed code; resolves the signed-in user's roles. */
export async function resolveMfaSignIn(resolver: MultiFactorResolver, verificationId: string, code: string): Promise<Roles> {
  const { user } = await resolveWithCode(resolver, verificationId, code);
  const token = await user.getIdTokenResult();
  return rolesFromClaims(token.claims);
}
