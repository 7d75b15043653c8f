/**
 * Polls `check` until it is true and throws, naming `what` and the time waited, when it has not
 * become true within `timeoutMs`. For a journey's hooks, where `expect.poll` is not available:
 * a wait for a trigger's write that merely runs out would let the journey go on and fail later
 * for a reason nobody can read, or pass without what it meant to test.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 20_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await check()) return;
    const waited = Date.now() - started;
    if (waited >= timeoutMs) throw new Error(`${what}: still not so after ${(waited / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, timeoutMs - waited)));
  }
}
