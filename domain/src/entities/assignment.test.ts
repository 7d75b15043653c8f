import { describe, expect, it } from 'vitest';
import { assignment, isListedByDefault } from './assignment';
import { comment } from './comment';

const stored = {
  id: 'job-1',
  company: 'Hotelli Aurora',
  title: 'Room attendant',
  presentedTalents: [
    { id: 't1', name: 'Olena K.', hiredStatus: 'hired' },
    { id: 't2', name: 'Ivan P.' },
  ],
  presentableTalents: [{ id: 't3', name: 'Maria S.' }],
  kam: ['c1'],
  recruitmentConsultant: ['c2', 'c3'],
  internalContact: [],
  customerRecruiter: { phone: '+358 40 765 4321', email: 'hr@aurora.fi' },
  workType: 'fixedTerm',
  workingTime: 'periodWork',
  openPositions: 3,
  created: { date: '2025-05-01T09:00:00Z', id: 'c1' },
};

describe('assignment (job)', () => {
  it('"The stored job keeps only ids for people": kam, recruitment consultant and internal contact are ids', () => {
    const job = assignment.parse(stored);
    expect(job.kam).toEqual(['c1']);
    expect(job.recruitmentConsultant).toEqual(['c2', 'c3']);
    expect(assignment.safeParse({ ...stored, kam: [{ id: 'c1', name: 'Kaisa' }] }).success).toBe(false);
  });

  it('"presentedTalents (id, name, hiredStatus)": a talent without a status is none (null)', () => {
    const job = assignment.parse(stored);
    expect(job.presentedTalents.map((t) => t.hiredStatus)).toEqual(['hired', null]);
    expect(assignment.safeParse({ ...stored, presentedTalents: [{ id: 't1', name: 'x', hiredStatus: 'maybe' }] }).success).toBe(
      false,
    );
  });

  it('"customerRecruiter (phone, email)" is normalised', () => {
    expect(assignment.parse(stored).customerRecruiter).toEqual({ phone: '+358407654321', email: 'hr@aurora.fi' });
  });

  it('"Assignments list default: only jobs whose contract status is not false"', () => {
    expect(isListedByDefault({ contractStatus: false })).toBe(false);
    expect(isListedByDefault({ contractStatus: true })).toBe(true);
    expect(isListedByDefault({ contractStatus: undefined })).toBe(true);
    expect(isListedByDefault({ contractStatus: null })).toBe(true);
  });

  it('"jobComment (stored separately)": the job document has no comment, the comments record does', () => {
    expect('jobComment' in assignment.shape).toBe(false);
    expect(comment.parse({ id: 'job-1', comment: 'Customer wants Finnish speakers', status: 'open' })).toMatchObject({
      id: 'job-1',
      status: 'open',
    });
  });

  it('free text has size limits', () => {
    expect(assignment.safeParse({ ...stored, title: 'x'.repeat(201) }).error?.issues.map((i) => i.message)).toEqual([
      'validation:textTooLong',
    ]);
  });
});
