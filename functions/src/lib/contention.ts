/**
 * Firestore's ABORTED: a transaction that lost to other transactions on the same documents
 * through every attempt the Admin SDK makes (five). Production answers it under a burst of changes
 * to one document; the emulator also when a trigger writes the document a request is changing.
 */
const ABORTED = 10;

export const lostToContention = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === ABORTED;

/** A pause of 200–400 ms, long enough for the transaction that won to have committed. */
const settle = () => new Promise((done) => setTimeout(done, 200 + Math.random() * 200));

/**
 * Runs `change` (a whole transaction, rerunnable: it reads everything again) and, when it lost to
 * contention, once more after a short pause: by then the winner has committed, and the rerun reads
 * what it wrote (e.g. an open shift booked by someone else: 409 `shiftAlreadyTaken`, not a 500).
 * A second loss is thrown as it is.
 */
export async function onceMoreIfContended<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!lostToContention(error)) throw error;
    await settle();
    return change();
  }
}
