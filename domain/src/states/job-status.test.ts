import { describe, expect, it } from 'vitest';
import type { JobStatusEntry } from '../entities/talent-records';
import { currentJobStatus, present, revert, talentJobAction } from './job-status';

const day = (d: number) => new Date(Date.UTC(2025, 4, d));
const entry = (status: string, d: number): JobStatusEntry => ({ status, date: day(d) });

describe('talent job status list', () => {
  it("\"A presented entry is added when the talent is presented, and the talent's own status is set to 'presented'\"", () => {
    const before = [entry('shortlisted', 1)];
    const { list, talentStatus } = present(before, { date: day(2), by: { id: 'c1', name: 'Cecilia' } });
    expect(list).toEqual([entry('shortlisted', 1), { status: 'presented', date: day(2), by: { id: 'c1', name: 'Cecilia' } }]);
    expect(talentStatus).toBe('presented');
    expect(before).toHaveLength(1);
  });

  it('"Reverting cuts the list back to the last presented entry"', () => {
    const list = [
      entry('presented', 1),
      entry('interviewed', 2),
      entry('presented', 3),
      entry('interviewed', 4),
      entry('offered', 5),
    ];
    expect(revert(list)).toEqual([entry('presented', 1), entry('interviewed', 2), entry('presented', 3)]);
    expect(currentJobStatus(revert(list))).toBe('presented');
  });

  it('reverting a list that ends with its presented entry, or has none, leaves it as it is', () => {
    const ending = [entry('interviewed', 1), entry('presented', 2)];
    expect(revert(ending)).toEqual(ending);
    const none = [entry('shortlisted', 1)];
    expect(revert(none)).toEqual(none);
    expect(currentJobStatus([])).toBeNull();
  });

  it('a cleared hiring status reads as presented again, as the assignment shows the talent', () => {
    expect(currentJobStatus([entry('presented', 1), entry('hired', 2), entry('cleared', 3)])).toBe('presented');
    expect(currentJobStatus([entry('presented', 1), entry('rejected', 2)])).toBe('rejected');
  });
});

describe('talentJobAction: what a write did to the list, from before and after', () => {
  const e = (status: string, day: number) => ({ status, date: new Date(Date.UTC(2026, 10, day)) });
  const presented = e('presented', 1);

  it('names the step that added one entry', () => {
    expect(talentJobAction(null, [presented])).toBe('present');
    expect(talentJobAction([], [presented])).toBe('present');
    expect(talentJobAction([presented], [presented, e('hired', 2)])).toBe('hire');
    expect(talentJobAction([presented], [presented, e('rejected', 2)])).toBe('reject');
    expect(talentJobAction([presented, e('hired', 2)], [presented, e('hired', 2), e('cleared', 3)])).toBe('clear');
    expect(talentJobAction([presented], [presented, e('interviewed', 2)])).toBe('update');
  });

  it('a list cut back to its start is a revert; a delete, a copy and other changes say so', () => {
    expect(talentJobAction([presented, e('hired', 2), e('cleared', 3)], [presented])).toBe('revert');
    expect(talentJobAction([presented, e('rejected', 2)], null)).toBe('delete');
    expect(talentJobAction(null, [presented, e('hired', 2)])).toBe('create');
    expect(talentJobAction([presented], [presented, e('hired', 2), e('cleared', 3)])).toBe('update');
    // The added entry must follow the same list: a changed earlier entry is an update.
    expect(talentJobAction([presented], [e('presented', 5), e('hired', 6)])).toBe('update');
  });
});
