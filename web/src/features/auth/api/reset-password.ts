import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { putResetPassword, resetPasswordQuery } from '@vuoro/domain';
import { isRefused, isTooMany } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export const resetPasswordInput = resetPasswordQuery;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/**
 * PUT /v1/User/ResetPassword?identifier (no auth). The Staff API answers the same whether or not
 * the account exists; so do we: any answer but a server failure is "if an account exists, we
 * sent a link".
 */
export async function requestPasswordReset(input: ResetPasswordInput): Promise<void> {
  const { identifier } = resetPasswordInput.parse(input);
  try {
    await callEndpoint(putResetPassword, { query: { identifier } });
  } catch (error) {
    // A 4xx (unknown account, malformed identifier) must not tell more than a success does.
    if (isRefused(error)) return;
    throw error;
  }
}

/** `tooMany`: the Staff API refused with 429 (rate limit); nothing was sent, try again later. */
export type RequestState = 'idle' | 'sending' | 'sent' | 'failed' | 'tooMany';

/** The state after a refused request: 429 is "too many attempts", anything else a failure. */
export const failedState = (error: unknown): RequestState => (isTooMany(error) ? 'tooMany' : 'failed');

export function useRequestPasswordReset() {
  const [state, setState] = useState<RequestState>('idle');
  const send = useCallback(async (identifier: string) => {
    setState('sending');
    try {
      await requestPasswordReset({ identifier });
      setState('sent');
    } catch (error) {
      setState(failedState(error));
    }
  }, []);
  return { state, send };
}
