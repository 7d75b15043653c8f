import { describe, expect, it } from 'vitest';
import { assignment, type Assignment } from '@vuoro/domain';
import { filterAssignments, fromForm, keepOrder, toForm } from '../model';

const job = (over: Partial<Assignment> & Pick<Assignment, 'id'>): Assignment =>
  assignment.parse({ company: 'Hotelli Aurora', title: 'Kerroshoitaja', ...over });

describe('filterAssignments', () => {
  const jobs = [
    job({ id: 'a', title: 'Kokki', company: 'Satama', contractStatus: true, updated: { date: new Date('2026-01-02') } }),
    job({ id: 'b', title: 'Hitsaaja', company: 'Kallio', contractStatus: false, updated: { date: new Date('2026-01-03') } }),
    job({ id: 'c', title: 'Varasto', company: 'Pohjola', updated: { date: new Date('2026-01-04') } }),
  ];

  it('lists only jobs whose contract status is not false by default, newest update first', () => {
    expect(filterAssignments(jobs, { showAll: false, search: '' }).map((j) => j.id)).toEqual(['c', 'a']);
  });

  it('shows every job with the toggle', () => {
    expect(filterAssignments(jobs, { showAll: true, search: '' }).map((j) => j.id)).toEqual(['c', 'b', 'a']);
  });

  it('searches title and company, ignoring case', () => {
    expect(filterAssignments(jobs, { showAll: true, search: 'kallio' }).map((j) => j.id)).toEqual(['b']);
    expect(filterAssignments(jobs, { showAll: false, search: 'KOK' }).map((j) => j.id)).toEqual(['a']);
    expect(filterAssignments(jobs, { showAll: false, search: 'kallio' })).toEqual([]);
  });
});

describe('keepOrder', () => {
  const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);
  it('keeps the rows where the recruiter saw them when one moves to the top, and puts new ones first', () => {
    const sortedNow = [{ id: 'b' }, { id: 'new' }, { id: 'a' }, { id: 'c' }];
    expect(ids(keepOrder(['a', 'b', 'c'], sortedNow))).toEqual(['new', 'a', 'b', 'c']);
  });

  it('drops rows no longer listed', () => {
    expect(ids(keepOrder(['a', 'b', 'c'], [{ id: 'c' }, { id: 'a' }]))).toEqual(['a', 'c']);
  });
});

describe('assignment form', () => {
  it('a blank form has no values and fails on the two required fields', () => {
    const form = toForm(null, null);
    expect(form.company).toBe('');
    expect(form.contractStatus).toBe('');
    const result = fromForm(form, 'new');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ company: 'validation:fieldRequired', title: 'validation:fieldRequired' });
  });

  it('round-trips a stored job and writes empties as null so a save clears them', () => {
    const stored = job({
      id: 'j1',
      openPositions: 3,
      languages: ['Finnish', 'English'],
      contractStatus: false,
      signedContract: true,
      kam: ['c-1'],
      customerRecruiter: { phone: '+358401234567', email: 'r@example.com' },
      salary: 'TES',
    });
    const form = { ...toForm(stored, { comment: 'Hi', status: 'open' }), salary: '' };
    expect(form.languages).toEqual(['fi', 'en']);
    expect(form.jobComment).toBe('Hi');
    const result = fromForm(form, 'j1');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.fields).toMatchObject({
        company: 'Hotelli Aurora',
        openPositions: 3,
        languages: ['fi', 'en'],
        contractStatus: false,
        signedContract: true,
        kam: ['c-1'],
        salary: null,
        workType: null,
        customerRecruiter: { phone: '+358401234567', email: 'r@example.com' },
      });
      expect(result.fields).not.toHaveProperty('presentedTalents');
      expect(Object.values(result.fields)).not.toContain(undefined);
    }
  });

  it('points errors at the field the user typed in', () => {
    const form = { ...toForm(null, null), company: 'A', title: 'B', openPositions: '2.5', recruiterEmail: 'not-an-email' };
    const result = fromForm(form, 'new');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.openPositions).toBe('validation:wholeNumberRequired');
      expect(result.errors.recruiterEmail).toBe('validation:invalidEmail');
    }
  });
});
