import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_TOKEN } from '@vuoro/domain';
import { staffApiConfig } from '../../lib/config';

/**
 * Showing the calendar feed address again (issue 23 item 9; README "calendar feed"). The feed
 * is still found by the SHA-256 of its token (the document id); beside it the token is kept
 * sealed with AES-256-GCM under a key derived (HKDF-SHA-256) from the Staff API's secret
 * (USERNAME_ALIAS_SECRET, from Secret Manager), bound to the employee and the document, so a
 * database read or export alone holds no working address, and a sealed token copied to another
 * employee's feed does not open. The public feed function never needs the key.
 */

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', staffApiConfig().usernameAliasSecret, 'vuoro', 'calendar feed token v1', 32));
}

const boundTo = (employeeId: string, feedId: string) => Buffer.from(`${employeeId}/${feedId}`);

/** The token sealed for the feed document `feedId` of `employeeId`: `v1.<iv><tag><ciphertext>` in base64url. */
export function sealFeedToken(token: string, employeeId: string, feedId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key(), iv).setAAD(boundTo(employeeId, feedId));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The token back, or null when it does not open (another key, another document, tampered). */
export function openFeedToken(sealed: string, employeeId: string, feedId: string): string | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  const bytes = Buffer.from(data, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key(), bytes.subarray(0, 12)).setAAD(boundTo(employeeId, feedId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const token = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return CALENDAR_FEED_TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}
