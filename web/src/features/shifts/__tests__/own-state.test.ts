import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_REPORTED_ENTRY } from '@vuoro/domain';
import enLabels from '@/locales/en/labels.json';
import enShifts from '@/locales/en/shifts.json';
import fiLabels from '@/locales/fi/labels.json';
import fiShifts from '@/locales/fi/shifts.json';
import ukLabels from '@/locales/uk/labels.json';
import ukShifts from '@/locales/uk/shifts.json';
import { ownShiftStateKey } from '../own-state';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { shifts: enShifts, labels: enLabels },
      fi: { shifts: fiShifts, labels: fiLabels },
      uk: { shifts: ukShifts, labels: ukLabels },
    },
    interpolation: { escapeValue: false },
  });
});
const said = (lng: string, shift: Parameters<typeof ownShiftStateKey>[0]) => i18n.t(ownShiftStateKey(shift), { lng });

describe("ownShiftStateKey: a shift's state in the employee's words", () => {
  it('a shift the agency gave is confirmed, not "Filled" (the customer\'s word)', () => {
    const given = { state: 'filled', entryType: null } as const;
    expect(said('en', given)).toBe('Confirmed');
    expect(said('fi', given)).toBe('Vahvistettu');
    expect(said('uk', given)).toBe('Закріплена за вами');
  });

  it("a shift the employee recorded waits for the office's approval while it is new", () => {
    const recorded = { state: 'new', entryType: EMPLOYEE_REPORTED_ENTRY } as const;
    expect(said('en', recorded)).toBe("Waiting for the office's approval");
    expect(said('fi', recorded)).toBe('Odottaa toimiston hyväksyntää');
  });

  it("any other state reads as the customer's", () => {
    expect(said('en', { state: 'cancelled', entryType: EMPLOYEE_REPORTED_ENTRY })).toBe('Cancelled');
    expect(said('en', { state: 'accepted', entryType: null })).toBe('Accepted');
  });
});
