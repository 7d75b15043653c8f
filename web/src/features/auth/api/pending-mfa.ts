import type { MultiFactorResolver } from 'firebase/auth';

/**
 * The second sign-in step in waiting: the sign-in screens park Firebase's resolver here when a
 * password (or a provider) was right but the account has a second factor, and
 * `/login/multifactor` takes it. Memory only: a resolver cannot be stored, and a reload means
 * signing in again, which is what Firebase requires anyway.
 */
export interface PendingMfa {
  resolver: MultiFactorResolver;
  /** Where to go after the second step (already checked to be a same-site path), or null for the user's home. */
  next: string | null;
}

let pending: PendingMfa | null = null;

export function setPendingMfa(resolver: MultiFactorResolver, next: string | null): void {
  pending = { resolver, next };
}

/** Returns the waiting second step once and forgets it; null when there is none (e.g. after a reload). */
export function takePendingMfa(): PendingMfa | null {
  const taken = pending;
  pending = null;
  return taken;
}
