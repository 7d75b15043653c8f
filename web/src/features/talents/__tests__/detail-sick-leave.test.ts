import { describe, expect, it } from 'vitest';
import { isEmployedTalent } from '../api/detail/file-sick-leave';

const day = new Date('2026-11-01T00:00:00Z');

describe('employed on the recruiter side: hired on at least one assignment', () => {
  it('a current hired status counts; presented, rejected or a cleared hire does not', () => {
    expect(isEmployedTalent([])).toBe(false);
    expect(isEmployedTalent([{ id: 'a', statuses: [{ status: 'presented', date: day }] }])).toBe(false);
    expect(
      isEmployedTalent([
        {
          id: 'a',
          statuses: [
            { status: 'presented', date: day },
            { status: 'hired', date: day },
            { status: 'cleared', date: day },
          ],
        },
      ]),
    ).toBe(false);
    expect(
      isEmployedTalent([
        { id: 'a', statuses: [{ status: 'rejected', date: day }] },
        {
          id: 'b',
          statuses: [
            { status: 'presented', date: day },
            { status: 'hired', date: day },
          ],
        },
      ]),
    ).toBe(true);
  });
});
