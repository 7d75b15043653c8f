import { describe, expect, it } from 'vitest';
import { waitUntil } from './wait';

describe('waitUntil (the hooks of the journeys)', () => {
  it('returns as soon as the check holds, polling rather than sleeping a fixed time', async () => {
    let calls = 0;
    const started = Date.now();
    await waitUntil(async () => ++calls >= 3, 'third call', { timeoutMs: 5_000, intervalMs: 10 });
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails loudly, naming what it waited for, when the check never holds', async () => {
    await expect(
      waitUntil(async () => false, 'talentCards/t1 written by the trigger', { timeoutMs: 100, intervalMs: 20 }),
    ).rejects.toThrow(/^talentCards\/t1 written by the trigger: still not so after 0\.1 s$/);
  });
});
