import { describe, expect, it } from 'vitest';
import { publicAssignmentForm } from './public-assignment';

describe('public assignment form', () => {
  it("\"'Field is required', 'Invalid email address'\"", () => {
    const result = publicAssignmentForm.safeParse({ company: ' ', email: 'hr@' });
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byField).toEqual({
      company: 'validation:fieldRequired',
      jobTitle: 'validation:fieldRequired',
      description: 'validation:fieldRequired',
      city: 'validation:fieldRequired',
      positions: 'validation:fieldRequired',
      contactName: 'validation:fieldRequired',
      email: 'validation:invalidEmailAddress',
    });
  });

  it('a filled form passes with its optional fields empty', () => {
    const form = publicAssignmentForm.parse({
      company: 'Hotelli Aurora',
      jobTitle: 'Room attendant',
      description: 'Cleaning hotel rooms in the city centre.',
      city: 'Helsinki',
      positions: 3,
      contactName: 'Liisa Laine',
      email: 'liisa@aurora.fi',
      phone: '',
    });
    expect(form.languages).toEqual([]);
    expect(form.phone).toBeUndefined();
  });
});
