import { useCallback, useState } from 'react';
import { z } from 'zod';
import { putSendLinkToEmail, sendLinkBody, sendLinkParams } from '@vuoro/domain';
import { isRefused } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';
import { failedState, type RequestState } from './reset-password';

/** Where the browser remembers the address a sign-in link went to; /verify reads it back. */
export const LINK_EMAIL_STORAGE_KEY = 'vuoro.linkEmail';

export const sendSignInLinkInput = z.object({ email: sendLinkParams.shape.email, continueUrl: sendLinkBody.shape.continueUrl });
export type SendSignInLinkInput = z.infer<typeof sendSignInLinkInput>;

/**
 * PUT /v1/User/SendLinkToEmail/{email} {continueUrl} (no auth): the first-time sign-in link.
 * Answers the same whether or not the address has an account. The address is kept in this
 * browser so that opening the link here needs no retyping (the Firebase email-link pattern).
 */
export async function sendSignInLink(input: SendSignInLinkInput): Promise<void> {
  const { email, continueUrl } = sendSignInLinkInput.parse(input);
  try {
    await callEndpoint(putSendLinkToEmail, { params: { email }, body: { continueUrl } });
  } catch (error) {
    if (!isRefused(error)) throw error;
  }
  try {
    window.localStorage.setItem(LINK_EMAIL_STORAGE_KEY, email);
  } catch {
    // Storage disabled: /verify asks for the address again.
  }
}

export function useSendSignInLink() {
  const [state, setState] = useState<RequestState>('idle');
  const send = useCallback(async (email: string) => {
    setState('sending');
    try {
      await sendSignInLink({ email, continueUrl: `${window.location.origin}/verify` });
      setState('sent');
    } catch (error) {
      setState(failedState(error));
    }
  }, []);
  return { state, send };
}
