import { useCallback } from 'react';
import { jobInterestBody, postJobInterest, type JobInterestForm } from '@vuoro/domain';
import { isNotFound, isTooMany } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export const sendJobInterestInput = jobInterestBody;
export type SendJobInterestInput = JobInterestForm & { website?: string | null };

/**
 * POST /forms/job-interest/{vacancyId} (no account; Hosting rewrites `/forms/**` to the `forms`
 * function, which stores `vacancies/{id}/interests/{auto}` for a published vacancy only, with the
 * vacancy's company as the employer and the server's time). The body is checked with the same
 * domain schema the function uses (the employer is not sent); any answer but 201 rejects (see
 * `interestSendFailure`), and the form keeps what was typed.
 */
export async function sendJobInterest(vacancyId: string, input: SendJobInterestInput): Promise<string> {
  const body = sendJobInterestInput.parse(input);
  const { id } = await callEndpoint(postJobInterest, { params: { vacancyId }, body });
  return id;
}

export function useSendJobInterest() {
  return useCallback((vacancyId: string, input: SendJobInterestInput) => sendJobInterest(vacancyId, input), []);
}

/**
 * Why a send failed, for the form's message: the address used up its window (429), the vacancy
 * is no longer published (404), or anything else (network, server).
 */
export function interestSendFailure(error: unknown): 'tooMany' | 'closed' | 'failed' {
  if (isTooMany(error)) return 'tooMany';
  return isNotFound(error) ? 'closed' : 'failed';
}
