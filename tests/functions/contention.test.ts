import { describe, expect, it } from 'vitest';
import { lostToContention, onceMoreIfContended } from '../../functions/src/lib/contention';

/**
 * A transaction that lost to contention through all the Admin SDK's attempts (ABORTED, code 10)
 * runs once more; anything else, and a second loss, is thrown as it is.
 */
const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

function failingFirst(times: number, error: Error) {
  let calls = 0;
  const change = async () => {
    calls += 1;
    if (calls <= times) throw error;
    return 'written';
  };
  return { change, calls: () => calls };
}

describe('onceMoreIfContended', () => {
  it('reruns a change that lost to contention once, and answers the rerun', async () => {
    const run = failingFirst(1, aborted);
    await expect(onceMoreIfContended(run.change)).resolves.toBe('written');
    expect(run.calls()).toBe(2);
  });

  it('throws a second loss as it is', async () => {
    const run = failingFirst(2, aborted);
    await expect(onceMoreIfContended(run.change)).rejects.toBe(aborted);
    expect(run.calls()).toBe(2);
  });

  it('does not rerun any other failure', async () => {
    const other = Object.assign(new Error('9 FAILED_PRECONDITION'), { code: 9 });
    const run = failingFirst(1, other);
    await expect(onceMoreIfContended(run.change)).rejects.toBe(other);
    expect(run.calls()).toBe(1);
    expect(lostToContention(other)).toBe(false);
    expect(lostToContention(null)).toBe(false);
    expect(lostToContention(aborted)).toBe(true);
  });
});
