import { describe, expect, it, vi } from 'vitest';

vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({ doc: vi.fn(), onSnapshot: vi.fn() }));

const { jobViewEntries } = await import('../api/detail/read-job-names');

describe('views/jobs entries', () => {
  it('reads the map keyed by job id', () => {
    expect(jobViewEntries({ j1: { title: 'Kokki', company: 'Satama' } })).toEqual([
      ['j1', { title: 'Kokki', company: 'Satama' }],
    ]);
  });

  it('reads the earlier list of {id, …}; anything else is no names', () => {
    expect(jobViewEntries([{ id: 'j1', title: 'Kokki' }, { title: 'no id' }])).toEqual([['j1', { id: 'j1', title: 'Kokki' }]]);
    expect(jobViewEntries(undefined)).toEqual([]);
    expect(jobViewEntries('x')).toEqual([]);
  });
});
