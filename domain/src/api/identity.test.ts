import { describe, expect, it } from 'vitest';
import { mergeClaims, removesRole } from './identity';

describe('removesRole: a claims change that must end the old sessions', () => {
  it.each(['admin', 'my', 'userManager', 'employee', 'teamLead', 'canEditShifts'])('%s going from true to false', (flag) => {
    expect(removesRole({ [flag]: true }, { [flag]: false })).toBe(true);
    expect(removesRole({ [flag]: true, employee: true, admin: true }, { employee: true, admin: true })).toBe(
      flag !== 'employee' && flag !== 'admin',
    );
  });

  it('a customer id taken away, even when another is added at the same time', () => {
    expect(removesRole({ customerIds: ['aurora', 'satama'] }, { customerIds: ['aurora'] })).toBe(true);
    expect(removesRole({ customerIds: ['aurora'] }, { customerIds: ['satama'] })).toBe(true);
    expect(removesRole({ customerIds: ['aurora'] }, {})).toBe(true);
  });

  it('adding a role, or changing nothing, removes none', () => {
    expect(removesRole(undefined, { admin: true, customerIds: ['aurora'] })).toBe(false);
    expect(removesRole({ employee: false }, { employee: true })).toBe(false);
    expect(removesRole({ my: true, customerIds: ['aurora'] }, { my: true, customerIds: ['aurora', 'satama'] })).toBe(false);
    expect(removesRole({ admin: true }, mergeClaims({ admin: true }, { userManager: true }))).toBe(false);
  });

  it('mfaRequired is no role: clearing it revokes nothing', () => {
    expect(removesRole({ mfaRequired: true }, { mfaRequired: false })).toBe(false);
  });
});
