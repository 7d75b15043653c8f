import { afterEach, describe, expect, it, vi } from 'vitest';
import { lostToContention, rerunWhileContended } from '../../functions/src/lib/contention';

/**
 * A transaction that lost to contention through all the Admin SDK's attempts (ABORTED, code 10)
 * runs again, up to three times; anything else, and a fourth loss, is thrown as it is.
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

describe('rerunWhileContended', () => {
  // The pauses between reruns pass on a fake clock.
  afterEach(() => vi.useRealTimers());

  it('reruns a change that lost to contention, and answers the rerun', async () => {
    vi.useFakeTimers();
    const run = failingFirst(1, aborted);
    const answered = expect(rerunWhileContended(run.change)).resolves.toBe('written');
    await vi.runAllTimersAsync();
    await answered;
    expect(run.calls()).toBe(2);
  });

  it('reruns a change that lost again (a winner slow to commit), up to three times', async () => {
    vi.useFakeTimers();
    const run = failingFirst(3, aborted);
    const answered = expect(rerunWhileContended(run.change)).resolves.toBe('written');
    await vi.runAllTimersAsync();
    await answered;
    expect(run.calls()).toBe(4);
  });

  it('throws a fourth loss as it is', async () => {
    vi.useFakeTimers();
    const run = failingFirst(4, aborted);
    const thrown = expect(rerunWhileContended(run.change)).rejects.toBe(aborted);
    await vi.runAllTimersAsync();
    await thrown;
    expect(run.calls()).toBe(4);
  });

  it('does not rerun any other failure', async () => {
    const other = Object.assign(new Error('9 FAILED_PRECONDITION'), { code: 9 });
    const run = failingFirst(1, other);
    await expect(rerunWhileContended(run.change)).rejects.toBe(other);
    expect(run.calls()).toBe(1);
    expect(lostToContention(other)).toBe(false);
    expect(lostToContention(null)).toBe(false);
    expect(lostToContention(aborted)).toBe(true);
  });
});
