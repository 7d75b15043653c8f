import { fieldErrors, type AssignmentRequestBody } from '@vuoro/domain';

/** The body as the form makes it: positions may be missing (the schema then says 'Field is required'). */
export type RequestBodyDraft = Omit<AssignmentRequestBody, 'positions'> & { positions: number | undefined };

/**
 * The public assignment form's values (text, as inputs give them) and their way to the request
 * body. Languages: checkboxes for the three languages most asked for plus free text for the rest
 * (comma-separated); the checkboxes send English names ('Finnish', …), as recruiters' assignments
 * store languages, whatever language the employer used the form in.
 */
export const COMMON_LANGUAGES = ['Finnish', 'English', 'Swedish'] as const;
export type CommonLanguage = (typeof COMMON_LANGUAGES)[number];

export interface RequestForm {
  company: string;
  jobTitle: string;
  description: string;
  city: string;
  positions: string;
  continuity: string;
  workingTime: string;
  salaryEstimate: string;
  languages: CommonLanguage[];
  otherLanguages: string;
  requiredSkills: string;
  contactName: string;
  email: string;
  phone: string;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it. */
  website: string;
}

export type RequestField = Exclude<keyof RequestForm, 'website'>;

/** The fields in the order the form shows them: the first one with an error gets the focus. */
export const FIELD_ORDER: readonly RequestField[] = [
  'company',
  'jobTitle',
  'description',
  'city',
  'positions',
  'continuity',
  'workingTime',
  'salaryEstimate',
  'languages',
  'otherLanguages',
  'requiredSkills',
  'contactName',
  'email',
  'phone',
];

export const REQUIRED_FIELDS: ReadonlySet<RequestField> = new Set([
  'company',
  'jobTitle',
  'description',
  'city',
  'positions',
  'contactName',
  'email',
]);

export const emptyRequestForm = (): RequestForm => ({
  company: '',
  jobTitle: '',
  description: '',
  city: '',
  positions: '',
  continuity: '',
  workingTime: '',
  salaryEstimate: '',
  languages: [],
  otherLanguages: '',
  requiredSkills: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
});

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The body the function takes. An empty positions field is absent (→ 'Field is required'). */
export function toBody(form: RequestForm): RequestBodyDraft {
  const positions = form.positions.trim();
  const others = form.otherLanguages
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    company: form.company,
    jobTitle: form.jobTitle,
    description: form.description,
    city: form.city,
    positions: positions === '' ? undefined : Number(positions),
    continuity: orUndefined(form.continuity),
    workingTime: orUndefined(form.workingTime),
    salaryEstimate: orUndefined(form.salaryEstimate),
    languages: [...form.languages, ...others.filter((l) => !(form.languages as string[]).includes(l))],
    requiredSkills: orUndefined(form.requiredSkills),
    contactName: form.contactName,
    email: form.email,
    phone: orUndefined(form.phone),
    website: form.website,
  };
}

export type RequestErrors = Partial<Record<RequestField, string>>;

/** Field errors (`validation:` keys) of issues from the schema or the function; a language's issue is the free-text field's. */
export function toErrors(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): RequestErrors {
  const errors = fieldErrors<string>(
    issues.map((i) => ({ path: typeof i.path === 'string' ? i.path.split('.') : i.path, message: i.message })),
  );
  const result: RequestErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = field === 'languages' ? 'otherLanguages' : field;
    if ((FIELD_ORDER as readonly string[]).includes(target) && message) result[target as RequestField] ??= message;
  }
  return result;
}
