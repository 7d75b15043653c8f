import type { z } from 'zod';
import { apiIssues, type ApiError } from '@vuoro/domain';

/** One field's message (an i18n key such as `validation:invalidEmail`). */
export type FieldIssue = { path: string; message: string };

/** The field messages of a failed zod parse, in the one shape every 400 and callable error carries. */
export const fieldIssues = (error: z.ZodError): FieldIssue[] => apiIssues(error.issues);

/** The body of every 400 for bad input, Staff API and public functions alike. */
export const invalidInputBody = (issues: FieldIssue[]): ApiError => ({ error: 'Invalid input', issues });

/**
 * The one answer to a body that is declared JSON and does not parse, from every HTTP function:
 * thrown by `readJson` (lib/api/app.ts) and written by the runtime hook (lib/api/malformed-json.ts)
 * when the Functions runtime refuses the body before our code runs.
 */
export const INVALID_JSON = { status: 400, code: 'invalidJson', body: JSON.stringify({ error: 'invalidJson' }) } as const;

/**
 * An answer other than success, thrown by a handler: the app's error handler turns it into
 * `{error, issues?}` with its status. `error` is a code the web app maps to the user's language
 * (see each contract's `errors`).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503,
    readonly code: string,
    readonly issues?: FieldIssue[],
    /** A machine-readable code beside `error`, for answers that carry one (the forms' `tooMany`). */
    readonly detailCode?: string,
  ) {
    super(code);
    this.name = 'ApiFailure';
  }
}

/** A 400 with one field message: a check zod cannot make alone (against configuration or stored data). */
export const fieldFailure = (path: string, message: string): ApiFailure =>
  new ApiFailure(400, 'Invalid input', [{ path, message }]);
