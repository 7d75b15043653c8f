import { postRegistrationDuplicate, registrationDuplicateBody, type RegistrationDuplicateBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/**
 * POST /forms/registration-duplicate (no account; the `forms` function behind Hosting's
 * `/forms/**` rewrite): the email a person tried to register with already has an account, so
 * a report is stored for recruiters. Best effort: the person is told
 * 'It seems that you have multiple accounts!' whatever the answer, and a failure is only logged.
 */
export async function reportDuplicateRegistration(input: RegistrationDuplicateBody): Promise<boolean> {
  const body = registrationDuplicateBody.safeParse(input);
  if (!body.success) return false;
  try {
    await callEndpoint(postRegistrationDuplicate, { body: body.data });
    return true;
  } catch (error) {
    console.warn('vuoro: reporting a duplicate registration failed', error instanceof Error ? error.name : 'unknown');
    return false;
  }
}
