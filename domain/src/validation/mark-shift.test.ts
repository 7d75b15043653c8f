import { describe, expect, it } from 'vitest';
import { markShiftForm, markedShiftHours } from './mark-shift';

describe('mark shift', () => {
  it('"\'Fill all required fields\'"', () => {
    const result = markShiftForm.safeParse({ date: '', start: '', end: '8.00' });
    expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set(['validation:fillAllRequiredFields']));
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(
      ['date', 'lunchBreak', 'placeOfWork', 'professionTitle', 'start'].sort(),
    );
  });

  it('a complete shift passes, in H.mm or HH:mm, and its hours exclude the lunch break', () => {
    const shift = markShiftForm.parse({
      date: '2025-06-09',
      start: '7.00',
      end: '15:30',
      placeOfWork: 'pow-1',
      professionTitle: 'pt-1',
      lunchBreak: 30,
    });
    expect(markedShiftHours(shift)).toBe(8);
    expect(markedShiftHours({ start: '22.00', end: '6.00', lunchBreak: 0 })).toBe(8);
  });
});
