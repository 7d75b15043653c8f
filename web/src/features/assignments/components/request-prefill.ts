import { assignment, NEW_ASSIGNMENT_ID, type Assignment, type PublicAssignment } from '@vuoro/domain';

/**
 * A new assignment prefilled from an employer's request: company, title (job title),
 * description, location (city), open positions, languages, required skills, continuity. The
 * request's working time is free text while the assignment's `workingTime` is a closed choice
 * (regular, period work, …), so it goes to `dailyWorkTime` for the recruiter to classify; the
 * salary estimate to `salary`; the contact person's name to `contacts` and their email and phone
 * to the customer's recruiter. Nothing is stored until the recruiter saves; a request that
 * does not fit the assignment's schema gives `null` (a blank form).
 */
export function prefillFromRequest(request: PublicAssignment): Assignment | null {
  const parsed = assignment.safeParse({
    id: NEW_ASSIGNMENT_ID,
    company: request.company,
    title: request.jobTitle,
    description: request.description,
    location: request.city,
    openPositions: request.positions,
    languages: request.languages,
    skillsRequired: request.requiredSkills ?? null,
    continuityOfWork: request.continuity ?? null,
    dailyWorkTime: request.workingTime ?? null,
    salary: request.salaryEstimate ?? null,
    contacts: request.contactName,
    customerRecruiter: { phone: request.phone ?? null, email: request.email },
  });
  return parsed.success ? parsed.data : null;
}
