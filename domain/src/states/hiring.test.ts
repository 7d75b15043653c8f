import { describe, expect, it } from 'vitest';
import { applyHiringAction, statusOnAssignment, summarize, toggleHire, toggleReject } from './hiring';

describe('talent hiring status per assignment: none (null), hired, rejected', () => {
  it('"Hire toggles hired; pressing again clears it"', () => {
    expect(toggleHire(null)).toBe('hired');
    expect(toggleHire('hired')).toBeNull();
  });

  it('"Reject toggles rejected likewise"', () => {
    expect(toggleReject(null)).toBe('rejected');
    expect(toggleReject('rejected')).toBeNull();
  });

  it('hire on a rejected talent makes it hired, and reject on a hired one makes it rejected', () => {
    expect(toggleHire('rejected')).toBe('hired');
    expect(toggleReject('hired')).toBe('rejected');
  });

  it('applies a button press to one presented talent only', () => {
    const talents = [
      { id: 'a', name: 'Anna', hiredStatus: null },
      { id: 'b', name: 'Boris', hiredStatus: 'rejected' as const },
    ];
    const after = applyHiringAction(talents, 'a', 'hire');
    expect(after).toEqual([
      { id: 'a', name: 'Anna', hiredStatus: 'hired' },
      { id: 'b', name: 'Boris', hiredStatus: 'rejected' },
    ]);
    expect(applyHiringAction(after, 'a', 'hire')[0]!.hiredStatus).toBeNull();
    expect(talents[0]!.hiredStatus).toBeNull();
  });

  it('"Summary chips show counts of hired, rejected and active (the rest)"', () => {
    expect(
      summarize([
        { hiredStatus: 'hired' },
        { hiredStatus: 'rejected' },
        { hiredStatus: 'rejected' },
        { hiredStatus: null },
        { hiredStatus: null },
        { hiredStatus: null },
      ]),
    ).toEqual({ hired: 1, rejected: 2, active: 3 });
    expect(summarize([])).toEqual({ hired: 0, rejected: 0, active: 0 });
  });
});

describe('one status per talent on an assignment', () => {
  it('is presented until hired or rejected, the words the header, the list and the assignment share', () => {
    expect(statusOnAssignment(null)).toBe('presented');
    expect(statusOnAssignment('hired')).toBe('hired');
    expect(statusOnAssignment('rejected')).toBe('rejected');
  });
});
