import { describe, expect, it } from 'vitest';
import { recruitOrderForm } from './recruit-order';

// 10 June 2025, 09:00 in Helsinki.
const now = new Date('2025-06-10T06:00:00Z');
const valid = {
  placeOfWork: 'pow-1',
  professionTitle: 'pt-1',
  amount: 2,
  contractType: 'FixedTerm',
  estimatedStartDate: '2025-06-11',
  estimatedEndDate: '2025-08-31',
  estimatedThreeWeekWorkingTime: 112.5,
  requiredLanguages: ['Finnish'],
};
const issues = (input: unknown) =>
  recruitOrderForm(now)
    .safeParse(input)
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('recruit order', () => {
  it('a complete order starting tomorrow passes', () => {
    const order = recruitOrderForm(now).parse(valid);
    expect(order.estimatedStartDate).toEqual(new Date('2025-06-11'));
  });

  it('"required are amount, contract type, place of business, language skill, profession title, start date, work hours for a 3-week period"', () => {
    expect(issues({}).sort()).toEqual(
      [
        ['placeOfWork', 'validation:fieldRequired'],
        ['professionTitle', 'validation:fieldRequired'],
        ['amount', 'validation:fieldRequired'],
        ['contractType', 'validation:fieldRequired'],
        ['estimatedStartDate', 'validation:fieldRequired'],
        ['estimatedThreeWeekWorkingTime', 'validation:fieldRequired'],
        ['requiredLanguages', 'validation:fieldRequired'],
      ].sort(),
    );
    expect(issues({ ...valid, requiredLanguages: [] })).toEqual([['requiredLanguages', 'validation:fieldRequired']]);
  });

  it('"End date is required for fixed-term"', () => {
    expect(issues({ ...valid, estimatedEndDate: '' })).toEqual([['estimatedEndDate', 'validation:endDateRequired']]);
    expect(issues({ ...valid, contractType: 'Indefinite', estimatedEndDate: '' })).toEqual([]);
    expect(issues({ ...valid, contractType: 'Framework', estimatedEndDate: undefined })).toEqual([]);
  });

  it("'Estimated start date cannot be later than estimated end date'", () => {
    expect(issues({ ...valid, estimatedStartDate: '2025-09-01' })).toEqual([
      ['estimatedStartDate', 'validation:startDateAfterEndDate'],
    ]);
  });

  it('"Start must be from tomorrow (\'Estimated start date must be in the future\')"', () => {
    expect(issues({ ...valid, estimatedStartDate: '2025-06-10' })).toEqual([
      ['estimatedStartDate', 'validation:startDateNotInFuture'],
    ]);
    expect(issues({ ...valid, estimatedStartDate: '2025-06-01' })).toEqual([
      ['estimatedStartDate', 'validation:startDateNotInFuture'],
    ]);
  });
});
