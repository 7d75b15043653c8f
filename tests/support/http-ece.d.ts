/** The part of `http_ece` (RFC 8188 encrypted content encoding) the local push endpoint uses; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair (RFC 8291: the browser's). */
    privateKey: ECDH;
    /** The subscription's 16-byte auth secret. */
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
