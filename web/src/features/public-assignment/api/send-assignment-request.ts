import { apiIssues, assignmentRequestBody, postAssignmentRequest } from '@vuoro/domain';
import { isTooMany, issuesOf } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export type SendResult =
  | { status: 'sent'; id: string }
  | { status: 'invalid'; issues: { path: string; message: string }[] }
  | { status: 'tooMany' }
  | { status: 'failed' };

/**
 * POST /forms/assignment-request (no account; Hosting rewrites `/forms/**` to the `forms`
 * function), through the app's one fetch wrapper without a token: no Firebase SDK on this
 * public page. The body is checked with the same domain schema the function uses; any answer
 * other than 201, 400 with field issues or 429 (and any network failure) is `failed`, and the
 * caller keeps what was typed.
 */
export async function sendAssignmentRequest(input: unknown, signal?: AbortSignal): Promise<SendResult> {
  const body = assignmentRequestBody.safeParse(input);
  if (!body.success) {
    return { status: 'invalid', issues: apiIssues(body.error.issues) };
  }
  try {
    const { id } = await callEndpoint(postAssignmentRequest, { body: body.data }, signal ? { signal } : {});
    return { status: 'sent', id };
  } catch (error) {
    if (isTooMany(error)) return { status: 'tooMany' };
    const issues = issuesOf(error);
    return issues.length > 0 ? { status: 'invalid', issues } : { status: 'failed' };
  }
}
