import {
  assignment,
  isListedByDefault,
  languageCodeFor,
  SKILL_LANGUAGE_CHOICES,
  type Assignment,
  type AssignmentPriority,
  type ContractType,
  type WorkTimeType,
} from '@vuoro/domain';

/**
 * Pure pieces of the assignments screens: the list filter, and the form's values to and from
 * the stored job. The form holds text (inputs give strings); saving parses with the domain's
 * `assignment` schema, so the stored shape and its limits are checked in one place.
 */

/** The list: active only (contract status not false) unless `showAll`, then a title/company search; newest update first. */
export function filterAssignments<T extends Pick<Assignment, 'title' | 'company' | 'contractStatus' | 'updated'>>(
  jobs: readonly T[],
  { showAll, search }: { showAll: boolean; search: string },
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return jobs
    .filter((job) => showAll || isListedByDefault(job))
    .filter((job) => !needle || `${job.title} ${job.company}`.toLocaleLowerCase().includes(needle))
    .sort((a, b) => (b.updated?.date.getTime() ?? 0) - (a.updated?.date.getTime() ?? 0));
}

/**
 * The list in the order the recruiter last saw it: jobs already shown keep their places (a hire
 * stamps the job as updated, which would move it to the top under the cursor), jobs new to the
 * list come first, as `jobs` orders them. The order is taken afresh when the recruiter moves on.
 */
export function keepOrder<T extends { id: string }>(shownIds: readonly string[], jobs: readonly T[]): T[] {
  const place = new Map(shownIds.map((id, i) => [id, i]));
  const fresh = jobs.filter((job) => !place.has(job.id));
  const kept = jobs.filter((job) => place.has(job.id)).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return [...fresh, ...kept];
}

/** A tri-state boolean as a select gives it: not set, yes, no. */
export type TriState = '' | 'true' | 'false';

export interface AssignmentForm {
  company: string;
  title: string;
  jobHeading: string;
  priority: AssignmentPriority | '';
  unit: string;
  description: string;
  location: string;
  contacts: string;
  openPositions: string;
  skillsRequired: string;
  /** Language codes (`fi`, `en`, …), chosen by name. */
  languages: string[];
  workType: ContractType | '';
  workingTime: WorkTimeType | '';
  salary: string;
  serviceType: string;
  assignmentComplete: boolean;
  signedContract: TriState;
  contractStatus: TriState;
  customerManagementContact: string;
  otherConsiderations: string;
  continuityOfWork: string;
  dailyWorkTime: string;
  recruiterPhone: string;
  recruiterEmail: string;
  kam: string[];
  recruitmentConsultant: string[];
  internalContact: string[];
  jobComment: string;
  jobCommentStatus: string;
}

export const CONSULTANT_FIELDS = ['kam', 'recruitmentConsultant', 'internalContact'] as const;
export type ConsultantField = (typeof CONSULTANT_FIELDS)[number];

const tri = (value: boolean | null | undefined): TriState => (value === true ? 'true' : value === false ? 'false' : '');
const fromTri = (value: TriState): boolean | null => (value === '' ? null : value === 'true');
const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** Form values of a stored job (a blank form for `null`), with its job comment. */
export function toForm(
  job: Assignment | null,
  comment: { comment?: string | null; status?: string | null } | null,
): AssignmentForm {
  return {
    company: job?.company ?? '',
    title: job?.title ?? '',
    jobHeading: job?.jobHeading ?? '',
    priority: job?.priority ?? '',
    unit: job?.unit ?? '',
    description: job?.description ?? '',
    location: job?.location ?? '',
    contacts: job?.contacts ?? '',
    openPositions: job?.openPositions == null ? '' : String(job.openPositions),
    skillsRequired: job?.skillsRequired ?? '',
    // Older assignments and employers' requests name languages in English ("Finnish"): as codes they show in the user's language.
    languages: (job?.languages ?? []).map((l) => languageCodeFor(l, SKILL_LANGUAGE_CHOICES) ?? l),
    workType: job?.workType ?? '',
    workingTime: job?.workingTime ?? '',
    salary: job?.salary ?? '',
    serviceType: job?.serviceType ?? '',
    assignmentComplete: job?.assignmentComplete ?? false,
    signedContract: tri(job?.signedContract),
    contractStatus: tri(job?.contractStatus),
    customerManagementContact: job?.customerManagementContact ?? '',
    otherConsiderations: job?.otherConsiderations ?? '',
    continuityOfWork: job?.continuityOfWork ?? '',
    dailyWorkTime: job?.dailyWorkTime ?? '',
    recruiterPhone: job?.customerRecruiter?.phone ?? '',
    recruiterEmail: job?.customerRecruiter?.email ?? '',
    kam: [...(job?.kam ?? [])],
    recruitmentConsultant: [...(job?.recruitmentConsultant ?? [])],
    internalContact: [...(job?.internalContact ?? [])],
    jobComment: comment?.comment ?? '',
    jobCommentStatus: comment?.status ?? '',
  };
}

export type FormErrors = Partial<Record<keyof AssignmentForm, string>>;

/** The editable fields of a job, as they are written (empties become null so a save clears them). */
export type AssignmentFields = Omit<
  Assignment,
  'id' | 'presentedTalents' | 'presentableTalents' | 'created' | 'updated' | 'updatedBy'
>;

/**
 * Parses the form with the domain schema. Returns the fields to write, or field errors whose
 * messages are `validation:` i18n keys.
 */
export function fromForm(
  form: AssignmentForm,
  id: string,
): { ok: true; fields: AssignmentFields } | { ok: false; errors: FormErrors } {
  const positions = form.openPositions.trim();
  const candidate = {
    id,
    company: form.company,
    title: form.title,
    jobHeading: orNull(form.jobHeading),
    priority: form.priority || null,
    unit: orNull(form.unit),
    description: orNull(form.description),
    location: orNull(form.location),
    contacts: orNull(form.contacts),
    openPositions: positions === '' ? null : Number(positions),
    skillsRequired: orNull(form.skillsRequired),
    languages: form.languages,
    workType: form.workType || null,
    workingTime: form.workingTime || null,
    salary: orNull(form.salary),
    serviceType: orNull(form.serviceType),
    assignmentComplete: form.assignmentComplete,
    signedContract: fromTri(form.signedContract),
    contractStatus: fromTri(form.contractStatus),
    customerManagementContact: orNull(form.customerManagementContact),
    otherConsiderations: orNull(form.otherConsiderations),
    continuityOfWork: orNull(form.continuityOfWork),
    dailyWorkTime: orNull(form.dailyWorkTime),
    customerRecruiter:
      form.recruiterPhone.trim() || form.recruiterEmail.trim()
        ? { phone: orNull(form.recruiterPhone), email: form.recruiterEmail.trim() || null }
        : null,
    kam: form.kam,
    recruitmentConsultant: form.recruitmentConsultant,
    internalContact: form.internalContact,
  };
  const parsed = assignment.safeParse(candidate);
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path.map(String);
      const field = first === 'customerRecruiter' ? (second === 'email' ? 'recruiterEmail' : 'recruiterPhone') : first;
      if (field && field in form && !errors[field as keyof AssignmentForm]) errors[field as keyof AssignmentForm] = issue.message;
    }
    return { ok: false, errors };
  }
  const {
    id: _id,
    presentedTalents: _p,
    presentableTalents: _q,
    created: _c,
    updated: _u,
    updatedBy: _b,
    ...fields
  } = parsed.data;
  const written: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) written[key] = value === undefined ? null : value;
  if (fields.customerRecruiter) {
    written.customerRecruiter = { phone: fields.customerRecruiter.phone ?? null, email: fields.customerRecruiter.email ?? null };
  }
  return { ok: true, fields: written as AssignmentFields };
}
