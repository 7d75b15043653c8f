import { describe, expect, it } from 'vitest';
import type { JobStatusEntry } from '../entities/talent-records';
import {
  applyHiringAction,
  applyHiringStep,
  hiringOutcome,
  openPositionsLeft,
  revertChangesSomething,
  statusAfterUndo,
  statusOnAssignment,
  summarize,
  toggleHire,
  toggleReject,
  undoHiringChange,
  type HiringChange,
  type HiringState,
} from './hiring';

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

describe('hiring steps with undo', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d));
  const entry = (status: string, d: number): JobStatusEntry => ({ status, date: day(d), by: { id: 'c1', name: 'Cecilia' } });
  const presented: HiringState = { hiredStatus: null, statuses: [entry('shortlisted', 1), entry('presented', 2)] };
  const by = { date: day(3), by: { id: 'c2', name: 'Cyril' } };
  const change = (before: HiringState, step: HiringChange['step']): HiringChange => ({
    step,
    before,
    after: applyHiringStep(before, step, by),
  });

  it('hire and reject toggle the status and add its entry; pressing again adds "cleared"', () => {
    const hired = applyHiringStep(presented, 'hire', by);
    expect(hired).toEqual({ hiredStatus: 'hired', statuses: [...presented.statuses, { ...by, status: 'hired' }] });
    expect(applyHiringStep(hired, 'hire', by).statuses.at(-1)!.status).toBe('cleared');
    expect(applyHiringStep(hired, 'reject', by).hiredStatus).toBe('rejected');
    expect(presented.statuses).toHaveLength(2);
  });

  it('"Reverting cuts the list back to the last presented entry" and clears the hiring status', () => {
    const rejected = applyHiringStep(applyHiringStep(presented, 'hire', by), 'reject', by);
    expect(applyHiringStep(rejected, 'revert', by)).toEqual(presented);
  });

  it('says what happened: hired, rejected, cleared, back to presented', () => {
    expect(hiringOutcome(change(presented, 'hire'))).toBe('hired');
    expect(hiringOutcome(change(presented, 'reject'))).toBe('rejected');
    expect(hiringOutcome(change(applyHiringStep(presented, 'hire', by), 'hire'))).toBe('cleared');
    expect(hiringOutcome(change(presented, 'revert'))).toBe('reverted');
  });

  it('undo gives back exactly the state before, for every step', () => {
    const hired = applyHiringStep(presented, 'hire', by);
    for (const [before, step] of [
      [presented, 'hire'],
      [presented, 'reject'],
      [hired, 'hire'],
      [applyHiringStep(hired, 'reject', by), 'revert'],
    ] as const) {
      const c = change(before, step);
      // A copy read back from the store (new Date objects) counts as the same state.
      const current = { ...c.after, statuses: c.after.statuses.map((s) => ({ ...s, date: new Date(s.date.getTime()) })) };
      expect(undoHiringChange(current, c)).toBe(before);
    }
  });

  it('undo refuses when someone changed the talent since (it would overwrite their change)', () => {
    const c = change(presented, 'hire');
    expect(undoHiringChange(applyHiringStep(c.after, 'reject', by), c)).toBeNull();
    expect(undoHiringChange({ ...c.after, hiredStatus: null }, c)).toBeNull();
    const later = { ...c.after, statuses: [...c.after.statuses.slice(0, -1), { ...by, date: day(4), status: 'hired' }] };
    expect(undoHiringChange(later, c)).toBeNull();
  });
});

describe('one status per talent on an assignment', () => {
  it('is presented until hired or rejected, the words the header, the list and the assignment share', () => {
    expect(statusOnAssignment(null)).toBe('presented');
    expect(statusOnAssignment('hired')).toBe('hired');
    expect(statusOnAssignment('rejected')).toBe('rejected');
  });
});

describe('what the assignment shows after hiring steps', () => {
  it('offers "Back to presented" only to a hired or rejected talent: a presented one is already there', () => {
    expect(revertChangesSomething(null)).toBe(false);
    expect(revertChangesSomething('hired')).toBe(true);
    expect(revertChangesSomething('rejected')).toBe(true);
  });

  it('says where an undo leaves the talent: the status before the step', () => {
    const by = { date: new Date('2026-11-02T08:00:00Z'), by: { id: 'r1', name: 'Rita' } };
    const presented: HiringState = { hiredStatus: null, statuses: [{ ...by, status: 'presented' }] };
    const hired = applyHiringStep(presented, 'hire', by);
    const step = (before: HiringState, s: 'hire' | 'reject' | 'revert'): HiringChange => ({
      step: s,
      before,
      after: applyHiringStep(before, s, by),
    });
    expect(statusAfterUndo(step(presented, 'hire'))).toBe('presented');
    expect(statusAfterUndo(step(hired, 'reject'))).toBe('hired');
    expect(statusAfterUndo(step(hired, 'revert'))).toBe('hired');
  });

  it('counts the open positions as the asked-for count less the hired talents, never below 0', () => {
    const talents = (...statuses: ('hired' | 'rejected' | null)[]) =>
      statuses.map((hiredStatus, i) => ({ id: `t${i}`, name: `T${i}`, hiredStatus }));
    expect(openPositionsLeft({ openPositions: 3, presentedTalents: talents('hired', 'rejected', null) })).toEqual({
      left: 2,
      of: 3,
    });
    expect(openPositionsLeft({ openPositions: 1, presentedTalents: talents('hired', 'hired') })).toEqual({ left: 0, of: 1 });
    expect(openPositionsLeft({ openPositions: null, presentedTalents: talents('hired') })).toBeNull();
  });
});
