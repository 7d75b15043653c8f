#!/usr/bin/env node
// The VAPID key pair of this machine's emulators (browser push, functions/src/lib/push.ts).
// No key is in the repository: the first run makes a P-256 pair with node:crypto and appends it
// to the gitignored `functions/.env.local`, which the Functions emulator loads over
// `functions/.env.demo-vuoro` (firebase-tools: ".env.local" is emulator-only, never deployed;
// firebase.json's functions `ignore` keeps it out of the upload too). Later runs keep the pair, so a
// browser subscribed in the demo stays subscribed across restarts.
//
//   node scripts/vapid-keys.mjs        makes the pair when missing and prints the public key
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const envLocal = join(root, 'functions', '.env.local');

/** The variables of a dotenv file (KEY=value lines). */
function readEnv(file) {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
}

/** Makes the emulators' VAPID pair once; answers its public key (base64url). */
export function ensureVapidKeys(file = envLocal) {
  const env = readEnv(file);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return env.VAPID_PUBLIC_KEY;
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  // The application server key as browsers take it: the uncompressed point 0x04 || x || y.
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, 'base64url'), Buffer.from(pub.y, 'base64url')]);
  const lines = [
    '',
    "# Browser push (functions/src/lib/push.ts): this machine's VAPID pair for the emulators, made by",
    '# scripts/vapid-keys.mjs. Not committed, not deployed; a deployment has its own pair.',
    `VAPID_PUBLIC_KEY=${point.toString('base64url')}`,
    `VAPID_PRIVATE_KEY=${priv.d}`,
    '',
  ];
  appendFileSync(file, lines.join('\n'));
  return point.toString('base64url');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`vuoro: VAPID public key of the emulators ${ensureVapidKeys()} (${envLocal})`);
}
