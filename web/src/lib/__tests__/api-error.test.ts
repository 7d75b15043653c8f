import { describe, expect, it } from 'vitest';
import { apiErrorOf, errorText, isApiError, isNotFound, isRefused, isSignedOut, issuesOf } from '../api-error';
import { StaffApiError } from '../staff-api';

describe('api-error', () => {
  const conflict = new StaffApiError(409, 'protectedAccount', [], { error: 'protectedAccount', extra: 1 });

  it('reads a Staff API answer, and nothing else', () => {
    expect(apiErrorOf(conflict)).toEqual({
      status: 409,
      code: 'protectedAccount',
      issues: [],
      body: { error: 'protectedAccount', extra: 1 },
    });
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(apiErrorOf(undefined)).toBeNull();
  });

  it('matches a status (or one of several) and a code', () => {
    expect(isApiError(conflict, 409)).toBe(true);
    expect(isApiError(conflict, [400, 409], 'protectedAccount')).toBe(true);
    expect(isApiError(conflict, 409, 'other')).toBe(false);
    expect(isApiError(new Error('protectedAccount'), 409)).toBe(false);
    expect(isSignedOut(new StaffApiError(401, 'Unauthorized'))).toBe(true);
    expect(isNotFound(new StaffApiError(404, 'notFound'))).toBe(true);
    expect(isRefused(new StaffApiError(400, 'bad'))).toBe(true);
    expect(isRefused(new StaffApiError(429, 'tooMany'))).toBe(false);
    expect(isRefused(new StaffApiError(500, 'x'))).toBe(false);
  });

  it('gives the field issues of a 400 only', () => {
    const issues = [{ path: 'email', message: 'validation:email' }];
    expect(issuesOf(new StaffApiError(400, 'invalid', issues))).toEqual(issues);
    expect(issuesOf(new StaffApiError(409, 'x', issues))).toEqual([]);
  });

  it('maps an error to its text: the code first, then the status, then the fallback', () => {
    const options = {
      byCode: { protectedAccount: 'users:protected' },
      byStatus: { 409: 'shifts:stale', 429: 'errors:tooManyAttempts' },
      fallback: 'errors:somethingWentWrong',
    };
    expect(errorText(conflict, options)).toBe('users:protected');
    expect(errorText(new StaffApiError(409, 'other'), options)).toBe('shifts:stale');
    expect(errorText(new StaffApiError(429, 'x'), options)).toBe('errors:tooManyAttempts');
    expect(errorText(new StaffApiError(500, 'x'), options)).toBe('errors:somethingWentWrong');
    expect(errorText(new TypeError('Failed to fetch'), options)).toBe('errors:somethingWentWrong');
    expect(errorText(new StaffApiError(403, 'notAnEmployee'), options)).toBe('errors:notAnEmployee');
  });
});
