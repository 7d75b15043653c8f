/**
 * Firestore's ABORTED: a transaction that lost to other transactions on the same documents
 * through every attempt the Admin SDK makes (five). Production answers it under a burst of changes
 * to one document; the emulator also when a trigger writes the document a request is changing.
 */
const ABORTED = 10;
/**
 * INVALID_ARGUMENT for a transaction the server ended before it committed: production's "transaction
 * has expired" (the Admin SDK retries that one itself, up to its five attempts), and the emulator's
 * "Transaction is invalid or closed", its word for the same thing after its lock timeout ended the
 * loser of two changes of one document (firebase-tools #4473; the SDK does not retry it). Either
 * way nothing of it was written and a rerun reads afresh: a loss, like ABORTED.
 */
const INVALID_ARGUMENT = 3;
const endedTransaction = /transaction (has expired|is invalid or closed)/i;

export const lostToContention = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === ABORTED || (code === INVALID_ARGUMENT && typeof message === 'string' && endedTransaction.test(message));
};

/** Reruns after a loss: three, each after a pause twice as long as the last (200–400 ms first). */
const RERUNS = 3;
const settle = (rerun: number) => new Promise((done) => setTimeout(done, (200 + Math.random() * 200) * 2 ** rerun));

/**
 * Runs `change` (a whole transaction, rerunnable: it reads everything again) and, when it lost to
 * contention, again after a pause: by then the winner has usually committed, and the rerun reads
 * what it wrote (e.g. an open shift booked by someone else: 409 `shiftAlreadyTaken`, not a 500).
 * A winner slow to commit (a loaded machine: the emulator's lock timeout) can make a rerun lose
 * too, so up to three reruns, with growing pauses (1.4–2.8 s in all); the last loss is thrown as it is.
 */
export async function rerunWhileContended<T>(change: () => Promise<T>): Promise<T> {
  for (let rerun = 0; ; rerun += 1) {
    try {
      return await change();
    } catch (error) {
      if (!lostToContention(error) || rerun === RERUNS) throw error;
      await settle(rerun);
    }
  }
}
