import '../lib/options';
import { onCall } from 'firebase-functions/v2/https';
import { exportOwnData as handler } from './export-own-data';

/**
 * "Download my data" (GDPR Art. 15): the signed-in account's own data (export-own-data.ts). 512 MiB:
 * the CV and photo travel inlined as base64 (up to 16 MB of bytes, some 21 MB of JSON).
 */
export const exportOwnData = onCall({ memory: '512MiB' }, handler);
