import { describe, expect, it } from 'vitest';
import { internalEmployeeForm } from './internal-employee';

const base = {
  firstName: 'Mikko',
  lastName: 'Virtanen',
  email: 'mikko@example.fi',
  phone: '+358401234567',
  language: 'fi',
  suggestionGroup: 'group-1',
};

describe('internal employee', () => {
  it('"Internal employee must have a suggestion group"', () => {
    const { suggestionGroup: _omitted, ...withoutGroup } = base;
    expect(internalEmployeeForm.safeParse(withoutGroup).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['suggestionGroup', 'validation:suggestionGroupRequired'],
    ]);
    expect(internalEmployeeForm.safeParse({ ...base, suggestionGroup: '' }).success).toBe(false);
    expect(internalEmployeeForm.parse(base)).toMatchObject({ status: 'active', canEditShifts: false, smsConsent: false });
  });

  it('"passivated with a reason"', () => {
    expect(internalEmployeeForm.safeParse({ ...base, status: 'passive' }).error?.issues.map((i) => i.message)).toEqual([
      'validation:passivationReasonMissing',
    ]);
    expect(internalEmployeeForm.safeParse({ ...base, status: 'passive', passivationReason: 'Left the company' }).success).toBe(
      true,
    );
  });
});
