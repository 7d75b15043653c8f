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

/** What `rerunWhileContended` ends in, its pauses between reruns passing on a fake clock. */
async function onFakeClock(change: () => Promise<string>) {
  vi.useFakeTimers();
  const ended = rerunWhileContended(change).then(
    (answer) => ({ answer }),
    (thrown: unknown) => ({ thrown }),
  );
  await vi.runAllTimersAsync();
  return ended;
}

describe('rerunWhileContended', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    { losses: 1, name: 'reruns a change that lost to contention, and answers the rerun' },
    { losses: 3, name: 'reruns a change that lost again (a winner slow to commit), up to three times' },
  ])('$name', async ({ losses }) => {
    const run = failingFirst(losses, aborted);
    expect(await onFakeClock(run.change)).toEqual({ answer: 'written' });
    expect(run.calls()).toBe(losses + 1);
  });

  it('throws a fourth loss as it is', async () => {
    const run = failingFirst(4, aborted);
    expect(await onFakeClock(run.change)).toEqual({ thrown: aborted });
    expect(run.calls()).toBe(4);
  });

  it.each([
    ['the emulator', '3 INVALID_ARGUMENT: Transaction is invalid or closed.'],
    ['production', '3 INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.'],
  ])('reruns a transaction %s ended before it committed (INVALID_ARGUMENT naming it)', async (_, message) => {
    const ended = Object.assign(new Error(message), { code: 3 });
    expect(lostToContention(ended)).toBe(true);
    const run = failingFirst(2, ended);
    expect(await onFakeClock(run.change)).toEqual({ answer: 'written' });
    expect(run.calls()).toBe(3);
  });

  it('does not rerun any other failure', async () => {
    const other = Object.assign(new Error('9 FAILED_PRECONDITION'), { code: 9 });
    const run = failingFirst(1, other);
    await expect(rerunWhileContended(run.change)).rejects.toBe(other);
    expect(run.calls()).toBe(1);
    expect(lostToContention(other)).toBe(false);
    expect(lostToContention(null)).toBe(false);
    expect(lostToContention(aborted)).toBe(true);
    expect(lostToContention(Object.assign(new Error('3 INVALID_ARGUMENT: Document too large'), { code: 3 }))).toBe(false);
  });
});
