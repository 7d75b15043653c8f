/**
 * The caller's network address, for keying per-address limits; the one place that knows which
 * hop to trust (DESIGN.md, known pitfalls).
 *
 * - Production: Google's front end appends the address it accepted the connection from to
 *   `X-Forwarded-For`. Everything before that last entry is whatever the client sent, so only
 *   the LAST entry counts; the first one would let a caller pick a fresh key for every request.
 * - Emulator: the Hosting emulator forwards headers unchanged and appends no hop, so the whole
 *   header is the caller's own text and is ignored; the socket's address is used. (The
 *   Functions emulator hands the request to the function over a local socket, which often has
 *   no address: then every local caller shares one key, `local`.)
 *
 * Never logged or stored: callers hash it (lib/rate-limit.ts).
 */
export interface AddressSources {
  /** The `X-Forwarded-For` header as received (Node joins repeated headers with `, `). */
  forwardedFor: string | null | undefined;
  /** The remote address of the request's socket. */
  socketAddress: string | null | undefined;
}

/** Where the function runs: the Functions emulator sets `FUNCTIONS_EMULATOR=true`. */
export function runsOnEmulator(env: Record<string, string | undefined> = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

export function clientAddress({ forwardedFor, socketAddress }: AddressSources, emulator = runsOnEmulator()): string {
  const socket = socketAddress?.trim() || null;
  if (emulator) return socket ?? 'local';
  // The literal last entry: when it is empty, nothing the client wrote before it is trusted instead.
  const lastHop = forwardedFor?.split(',').at(-1)?.trim() || null;
  return lastHop ?? socket ?? 'unknown';
}
