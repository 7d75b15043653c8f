import { describe, expect, it } from 'vitest';
import { CONTACT_HOURS, FAQ_FACTS, openingHoursRuns } from './help';

describe('help page facts', () => {
  it('states the numbers of spec section 9', () => {
    expect(FAQ_FACTS.sickLeave.certificateDays).toBe(3);
    expect(openingHoursRuns(FAQ_FACTS.sickLeave.phoneHours)).toEqual([{ from: 1, to: 5, opens: 7, closes: 16 }]);
    expect(FAQ_FACTS.certificates.salaryCertificateWorkingDays).toBe(7);
    expect(FAQ_FACTS.holidays).toEqual({ batchTransferMonth: 5, batchTransferWeek: 1 });
  });

  it('groups the service centre hours as Mon–Fri 6–18, Sat 7–16, Sun 10–16', () => {
    expect(openingHoursRuns(CONTACT_HOURS)).toEqual([
      { from: 1, to: 5, opens: 6, closes: 18 },
      { from: 6, to: 6, opens: 7, closes: 16 },
      { from: 7, to: 7, opens: 10, closes: 16 },
    ]);
  });

  it('splits a run at a closed day and at changed hours', () => {
    const open = { opens: 8, closes: 16 };
    expect(openingHoursRuns({ 1: open, 2: open, 3: null, 4: open, 5: { opens: 8, closes: 12 }, 6: null, 7: null })).toEqual([
      { from: 1, to: 2, opens: 8, closes: 16 },
      { from: 4, to: 4, opens: 8, closes: 16 },
      { from: 5, to: 5, opens: 8, closes: 12 },
    ]);
  });
});
