import { z } from 'zod';
import { firestoreDocId, requiredText } from '../entities/common';
import { jobInterestForm } from '../entities/vacancy';
import { emailField } from '../validation/email';
import { phoneField } from '../validation/phone';
import { publicAssignmentForm } from '../validation/public-assignment';
import { endpoint } from './staff/endpoint';

/**
 * Contracts of the `forms` function (Hosting rewrite `/forms/**`): forms a visitor sends without
 * an account. Bodies are JSON (`Content-Type: application/json`, else 415). Errors are
 * `ApiError` with `validation:` keys per field, or a `code`.
 */

/** The hidden honeypot field: people never see it, so anything in it is a bot. */
export const HONEYPOT_FIELD = 'website';

/** POST /forms/assignment-request body: the form, plus the honeypot (any string; only empty is a person). */
export const assignmentRequestBody = publicAssignmentForm.extend({
  [HONEYPOT_FIELD]: z.string().max(10_000).nullish(),
});
export type AssignmentRequestBody = z.input<typeof assignmentRequestBody>;

/** 201 answer: the stored request's id (a bot caught by the honeypot gets a made-up one). */
export const assignmentRequestResponse = z.object({ id: z.string().min(1) });
export type AssignmentRequestResponse = z.infer<typeof assignmentRequestResponse>;

/** 429 answer code: too many forms from one address within the window. */
export const FORMS_TOO_MANY = 'tooMany';

/** At most this many form sends per address per window (`FORMS_RATE_WINDOW_MS`). */
export const FORMS_RATE_LIMIT = 5;
export const FORMS_RATE_WINDOW_MS = 60 * 60 * 1000;

/** Largest accepted body, in bytes (the form's own limits fit well below). */
export const FORMS_MAX_BODY_BYTES = 64 * 1024;

/** Admin-only collection of per-address counters, keyed by a keyed hash of the address (never the address). */
export const FORM_RATE_LIMITS = 'formRateLimits';

/**
 * POST /forms/registration-duplicate body: a registering talent's email already has an account,
 * so a report is stored for recruiters (`registrationDuplicateReports`); the talent detail of a
 * profile with that email shows it. The name and phone are checked like the registration's; the
 * honeypot as on every public form.
 */
export const registrationDuplicateBody = z.object({
  email: emailField,
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneField,
  [HONEYPOT_FIELD]: z.string().max(10_000).nullish(),
});
export type RegistrationDuplicateBody = z.input<typeof registrationDuplicateBody>;

/**
 * 202 answer, the same whether or not a profile has that email (no account enumeration).
 */
export const registrationDuplicateResponse = z.object({ received: z.literal(true) });
export type RegistrationDuplicateResponse = z.infer<typeof registrationDuplicateResponse>;

/**
 * The vacancy of POST /forms/job-interest/{vacancyId}: a Firestore document id (no `/`, not `.`
 * or `..`, not `__…__`), so no path can name another collection.
 */
export const jobInterestVacancyId = firestoreDocId;

/**
 * POST /forms/job-interest/{vacancyId} body: the public job interest form (`jobInterestForm`)
 * without the employer, which the function takes from the vacancy (its company), plus the
 * honeypot. Only a published vacancy (`p` == true) takes interests; any other id answers 404.
 */
export const jobInterestBody = jobInterestForm.omit({ employer: true }).extend({
  [HONEYPOT_FIELD]: z.string().max(10_000).nullish(),
});
export type JobInterestBody = z.input<typeof jobInterestBody>;

/** 201 answer: the stored interest's id (a bot caught by the honeypot gets a made-up one). */
export const jobInterestResponse = z.object({ id: z.string().min(1) });
export type JobInterestResponse = z.infer<typeof jobInterestResponse>;

// ── The `forms` function's routes: for anyone; answers beside the success are 413, 415, 400, 429 ──

const formErrors = { 429: '`tooMany` (code): the address has used up its window' } as const;

export const postAssignmentRequest = endpoint({
  method: 'POST',
  path: '/forms/assignment-request',
  access: 'anyone',
  summary: "An employer's assignment request.",
  body: assignmentRequestBody,
  response: assignmentRequestResponse,
  status: 201,
  errors: formErrors,
});

export const postRegistrationDuplicate = endpoint({
  method: 'POST',
  path: '/forms/registration-duplicate',
  access: 'anyone',
  summary: 'A registering talent reports that its email already has an account; stored as a report for recruiters.',
  body: registrationDuplicateBody,
  response: registrationDuplicateResponse,
  status: 202,
  errors: formErrors,
});

export const postJobInterest = endpoint({
  method: 'POST',
  path: '/forms/job-interest/{vacancyId}',
  access: 'anyone',
  summary: "A visitor's interest in a published vacancy (404 for any other id).",
  /** Checked in the handler with `jobInterestVacancyId`, so a malformed id answers 404 like an unknown one. */
  params: z.object({ vacancyId: z.string().max(1500) }),
  body: jobInterestBody,
  response: jobInterestResponse,
  status: 201,
  errors: { ...formErrors, 404: 'No published vacancy has that id' },
});
