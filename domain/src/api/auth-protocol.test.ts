import { describe, expect, it } from 'vitest';
import { actAs, impersonatedBy } from './auth-protocol';

describe('the claims of a "Sign in as" session', () => {
  it('names the acting user manager whatever the value, so a malformed one unlocks nothing', () => {
    expect(impersonatedBy({ impersonatedBy: 'um-1' })).toBe('um-1');
    expect(impersonatedBy({ impersonatedBy: false })).toBe('false');
    expect(impersonatedBy({ employee: true })).toBeNull();
    expect(impersonatedBy(null)).toBeNull();
  });

  it('reads actAs only together with impersonatedBy', () => {
    expect(actAs({ impersonatedBy: 'um-1', actAs: 'sp-eero' })).toBe('sp-eero');
    expect(actAs({ actAs: 'sp-eero' })).toBeNull();
    expect(actAs({ impersonatedBy: 'um-1', actAs: '' })).toBeNull();
    expect(actAs({ impersonatedBy: 'um-1', actAs: 42 })).toBeNull();
    expect(actAs({ impersonatedBy: 'um-1' })).toBeNull();
  });
});
