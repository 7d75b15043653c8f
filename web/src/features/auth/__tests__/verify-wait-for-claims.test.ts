import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { ClaimsTimeoutError, waitForStaffClaims } from '../api/verify-wait-for-claims';

/** A user whose successive forced token refreshes carry these claims. */
function userWithClaims(...answers: Record<string, unknown>[]) {
  let i = 0;
  const getIdTokenResult = vi.fn(async (force?: boolean) => {
    expect(force).toBe(true);
    return { claims: answers[Math.min(i++, answers.length - 1)] };
  });
  return { user: { getIdTokenResult } as unknown as User, getIdTokenResult };
}

describe('waitForStaffClaims', () => {
  it('asks for a fresh token every second until the employee claim arrives', async () => {
    const sleep = vi.fn(async () => undefined);
    const { user, getIdTokenResult } = userWithClaims({}, {}, { employee: true });
    const roles = await waitForStaffClaims(user, { sleep });
    expect(roles.employee).toBe(true);
    expect(getIdTokenResult).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('a customer role counts as arrived too', async () => {
    const { user } = userWithClaims({ customerIds: ['hotelli-aurora'] });
    const roles = await waitForStaffClaims(user, { sleep: async () => undefined });
    expect(roles.customer).toBe(true);
  });

  it('gives up after 20 seconds with ClaimsTimeoutError', async () => {
    const sleep = vi.fn(async () => undefined);
    const { user, getIdTokenResult } = userWithClaims({});
    await expect(waitForStaffClaims(user, { sleep })).rejects.toBeInstanceOf(ClaimsTimeoutError);
    expect(getIdTokenResult).toHaveBeenCalledTimes(20);
    expect(sleep).toHaveBeenCalledTimes(19);
  });
});
