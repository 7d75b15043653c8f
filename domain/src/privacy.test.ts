import { describe, expect, it } from 'vitest';
import { consentIsCurrent, PRIVACY_NOTICE_VERSION, privacyConsentTick, storedConsent } from './privacy';

describe('privacy notice consent', () => {
  it("the tick must be ticked, with the registration's own message", () => {
    expect(privacyConsentTick.safeParse(true).success).toBe(true);
    for (const value of [false, undefined, 'true']) {
      const result = privacyConsentTick.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('registration:privacy.consentRequired');
    }
  });

  it('a stored consent is a version and a time; only the current version is current', () => {
    const at = new Date('2026-11-29T10:00:00Z');
    expect(storedConsent.parse({ version: PRIVACY_NOTICE_VERSION, at })).toEqual({ version: PRIVACY_NOTICE_VERSION, at });
    expect(storedConsent.safeParse({ version: '', at }).success).toBe(false);
    expect(consentIsCurrent({ version: PRIVACY_NOTICE_VERSION })).toBe(true);
    expect(consentIsCurrent({ version: '2020-01-01' })).toBe(false);
    expect(consentIsCurrent(null)).toBe(false);
  });
});
