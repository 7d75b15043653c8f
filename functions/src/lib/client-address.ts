import { isIP } from 'node:net';
import type { Context } from 'hono';
import { edgeConfig } from './config';

/**
 * The caller's network address, for keying per-address limits; the one place that knows which
 * hop to trust (DESIGN.md, known pitfalls; README, "Client address behind Hosting").
 *
 * Each front end of ours appends the address it accepted the connection from to
 * `X-Forwarded-For`; whatever stands left of those entries is the client's own text. With
 * `TRUSTED_PROXY_HOPS` = N (lib/config.ts), the client is the entry N places from the right:
 *
 * - Production behind Firebase Hosting: N = 2 (Hosting's edge appends the visitor, the Google
 *   front end before Cloud Run appends Hosting's edge), the default.
 * - Emulator: the Hosting and Functions emulators append nothing, so the caller's header reaches
 *   us as written; `functions/.env.demo-vuoro` sets N = 1, so a test acts as its own front end
 *   and names the client in the last entry. Without the header every local caller shares the
 *   socket's key (`local`: the Functions emulator's socket has no address).
 * - N = 0 trusts no entry: the socket's address counts.
 *
 * A header with fewer than N entries was written by our front ends alone, so its first entry is
 * the client. An entry that is not an IP address was not written by a front end of ours: such a
 * request gets one shared key (`unknown`), never a key the caller can choose.
 *
 * Never logged or stored: callers hash it (lib/rate-limit.ts).
 */
export interface AddressSources {
  /** The `X-Forwarded-For` header as received (Node joins repeated headers with `, `). */
  forwardedFor: string | null | undefined;
  /** The remote address of the request's socket. */
  socketAddress: string | null | undefined;
}

export function clientAddress(
  { forwardedFor, socketAddress }: AddressSources,
  trustedHops = edgeConfig().trustedProxyHops,
): string {
  const socket = socketAddress?.trim() || 'local';
  if (trustedHops === 0 || forwardedFor === null || forwardedFor === undefined) return socket;
  const entries = forwardedFor.split(',').map((e) => e.trim());
  const entry = entries[Math.max(0, entries.length - trustedHops)]!;
  return isIP(entry) ? entry.toLowerCase() : 'unknown';
}

/** The address of the caller of a Hono request served by `getRequestListener` (the Node request is `c.env.incoming`). */
export function callerAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress({ forwardedFor: c.req.header('x-forwarded-for'), socketAddress: incoming?.socket?.remoteAddress });
}
