import { describe, expect, it } from 'vitest';
import { hasStaffRoles } from './accounts';

describe('hasStaffRoles (an account deletion an admin may not confirm)', () => {
  it('is true for any role besides being a talent, false for a talent', () => {
    for (const claims of [{ admin: true }, { my: true }, { userManager: true }, { employee: true }, { customerIds: ['c-1'] }]) {
      expect(hasStaffRoles(claims), JSON.stringify(claims)).toBe(true);
    }
    expect(hasStaffRoles({})).toBe(false);
    expect(hasStaffRoles({ customerIds: [], teamLead: true })).toBe(false);
    expect(hasStaffRoles(undefined)).toBe(false);
  });
});
