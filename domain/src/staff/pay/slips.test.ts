import { describe, expect, it } from 'vitest';
import { staffShift, type StaffShiftInput } from '../shifts/model';
import { isSlipShift, slipLines, slipTotals, SLIP_TEXTS } from './slips';

const shift = (over: Partial<StaffShiftInput>) =>
  staffShift.parse({
    id: 's1',
    date: new Date('2027-01-04T06:00:00Z'),
    start: new Date('2027-01-04T06:00:00Z'),
    end: new Date('2027-01-04T14:30:00Z'),
    lunchBreak: 30,
    placeOfWork: { id: 'p', name: 'Keittiö' },
    professionTitle: { id: 't', name: 'Kokki' },
    customer: { id: 'c', name: 'Hotelli' },
    employee: { id: 'sp-eero', name: 'Eero' },
    state: 'accepted',
    wageEstimate: 14.5,
    ...over,
  });

describe('salary slips', () => {
  it('count approved shifts only (accepted, billed, will not be charged) that an employee worked', () => {
    expect(['accepted', 'billed', 'willNotBeCharged'].map((state) => isSlipShift(shift({ state: state as 'accepted' })))).toEqual(
      [true, true, true],
    );
    expect(isSlipShift(shift({ state: 'filled' }))).toBe(false);
    expect(isSlipShift(shift({ state: 'new' }))).toBe(false);
    expect(isSlipShift(shift({ employee: null }))).toBe(false);
  });

  it('a line per shift by start: its hours less lunch, the wage estimate and their product; totals over the priced lines', () => {
    const lines = slipLines([
      shift({
        id: 's2',
        start: new Date('2027-01-05T06:00:00Z'),
        end: new Date('2027-01-05T10:00:00Z'),
        lunchBreak: 0,
        wageEstimate: null,
      }),
      shift({}),
    ]);
    expect(lines).toEqual([
      { day: '2027-01-04', placeOfWork: 'Keittiö', professionTitle: 'Kokki', hours: 8, wage: 14.5, amount: 116 },
      { day: '2027-01-05', placeOfWork: 'Keittiö', professionTitle: 'Kokki', hours: 4, wage: null, amount: null },
    ]);
    expect(slipTotals(lines)).toEqual({ hours: 12, estimate: 116 });
    expect(slipTotals([])).toEqual({ hours: 0, estimate: null });
  });

  it('every language says the sums are illustrative', () => {
    for (const t of Object.values(SLIP_TEXTS)) expect(t.illustrative.length).toBeGreaterThan(20);
    expect(SLIP_TEXTS.fi.page(1, 2)).toBe('Sivu 1 / 2');
  });
});
