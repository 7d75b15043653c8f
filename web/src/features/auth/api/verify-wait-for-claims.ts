import type { User } from 'firebase/auth';
import { rolesFromClaims, type Roles } from '@vuoro/domain';

export class ClaimsTimeoutError extends Error {
  constructor() {
    super('claimsTimeout');
    this.name = 'ClaimsTimeoutError';
  }
}

export interface WaitForClaimsOptions {
  /** Keep asking until the roles satisfy this; by default, a staff role (employee or customer). */
  until?: (roles: Roles) => boolean;
  intervalMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After AddNewstaffUID changed the claims: asks for a new ID token every second until it
 * carries them, for at most 20 seconds ('migration taking too long' after that).
 */
export async function waitForStaffClaims(user: User, options: WaitForClaimsOptions = {}): Promise<Roles> {
  const { until = (r) => r.employee || r.customer, intervalMs = 1000, timeoutMs = 20_000, sleep = wait } = options;
  const attempts = Math.max(1, Math.floor(timeoutMs / intervalMs));
  for (let i = 0; i < attempts; i++) {
    const roles = rolesFromClaims((await user.getIdTokenResult(true)).claims);
    if (until(roles)) return roles;
    if (i < attempts - 1) await sleep(intervalMs);
  }
  throw new ClaimsTimeoutError();
}

/** The roles of the current token, refreshed once (claims that did not change need no waiting). */
export async function currentRoles(user: User): Promise<Roles> {
  return rolesFromClaims((await user.getIdTokenResult(true)).claims);
}
