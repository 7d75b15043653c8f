/**
 * What module-level stores kept of a session (the shared live reads, the talent list's pages) is
 * forgotten when the session ends: on sign-out, however it happens (/signout, a 401 from the
 * Staff API, a revoked token), and when another account signs in. The session provider calls
 * `endSession`; each store registers its reset once.
 */
const resets = new Set<() => void>();

/** Registers `reset` to run when the session ends. */
export function onSessionEnd(reset: () => void): void {
  resets.add(reset);
}

/** Runs every registered reset: their listeners close and what they held is dropped. */
export function endSession(): void {
  for (const reset of [...resets]) {
    try {
      reset();
    } catch (error) {
      console.warn('vuoro: a store could not forget the session', error);
    }
  }
}
