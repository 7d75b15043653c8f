#!/usr/bin/env node
// `npm start`: the whole product on this machine, offline.
//   1. builds the functions and the web app (the Hosting emulator serves web/dist);
//   2. starts the emulators (Auth, Firestore, Functions, Hosting; Storage where it can);
//   3. seeds demo data for every role once they answer;
//   4. starts Vite's dev server (hot reload) against the same emulators;
//   5. starts the local SMS provider (scripts/sms-provider.ts: 46elks' protocol on 127.0.0.1:9191),
//      where the functions send SMS (SendSms);
//   5b. starts the local SMTP server (scripts/mail-server.ts: 127.0.0.1:2525), where the functions
//      send every mail; each is printed and saved as an .eml file under .mail/;
//   6. prints the URLs and the demo sign-ins, then each SMS code the Auth emulator "sends" (the
//      second factor of the admin, my and userManager accounts) and each SMS the app sends, as
//      they arrive. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { firebaseArgs, ports, prepare, projectId, root } from './emulators.mjs';
import { ensureVapidKeys } from './vapid-keys.mjs';

const children = [];
let smsTimer = null;
function stopAll(code = 0) {
  clearInterval(smsTimer);
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(name, command) {
  console.log(`vuoro: ${name}…`);
  const r = spawnSync(command, { shell: true, stdio: 'inherit', cwd: root });
  if (r.status !== 0) {
    console.error(`vuoro: ${name} failed.`);
    process.exit(1);
  }
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Prints each SMS code the Auth emulator records (sign-in and enrolment codes) once, with the
 * phone number, so a demo user can take the second step; polls once a second until stopped.
 */
function printSmsCodes() {
  const url = `http://127.0.0.1:${ports.auth}/emulator/v1/projects/${projectId}/verificationCodes`;
  const printed = new Set();
  let busy = false;
  smsTimer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { verificationCodes = [] } = await (await fetch(url)).json();
      for (const { phoneNumber, sessionInfo, code } of verificationCodes) {
        if (printed.has(sessionInfo)) continue;
        printed.add(sessionInfo);
        console.log(`vuoro: SMS code ${code} to ${phoneNumber}`);
      }
    } catch {
      // the Auth emulator is stopping or restarting; try again on the next tick
    } finally {
      busy = false;
    }
  }, 1000);
}

const { env, only, config } = await prepare();
run('building functions', 'npm run build -w functions');
run('building the web app', 'npx vite build web --mode emulator --logLevel warn');

const emulators = spawn(join(root, 'node_modules', '.bin', 'firebase'), firebaseArgs('emulators:start', only, config), {
  stdio: ['ignore', 'pipe', 'inherit'],
  env,
  cwd: root,
});
children.push(emulators);
emulators.stdout.on('data', (d) => process.stdout.write(String(d).replace(/^/gm, '[emulators] ')));
emulators.on('exit', (code) => {
  console.error(`vuoro: the emulators stopped (${code}).`);
  stopAll(code ?? 1);
});

try {
  await waitFor(`http://127.0.0.1:${ports.hub}/emulators`, 120);
  await waitFor(`http://127.0.0.1:${ports.hosting}/`, 120);
} catch (error) {
  console.error(`vuoro: ${error.message}`);
  stopAll(1);
}

const seedEnv = {
  ...process.env,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  VUORO_SEED_PRINT: '1',
};
const seed = spawnSync('npx tsx scripts/seed.ts', { shell: true, stdio: 'inherit', cwd: root, env: seedEnv });
if (seed.status !== 0) {
  console.error('vuoro: seeding failed.');
  stopAll(1);
}

const vite = spawn(join(root, 'node_modules', '.bin', 'vite'), ['web', '--mode', 'emulator', '--logLevel', 'warn'], {
  stdio: 'inherit',
  cwd: root,
});
children.push(vite);

// The SMS stand-in; without it only SendSms fails, so its exit stops nothing else.
const smsProvider = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/sms-provider.ts'], {
  stdio: 'inherit',
  cwd: root,
});
children.push(smsProvider);

// The mailbox stand-in; without it only mail fails, so its exit stops nothing else.
const mailServer = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/mail-server.ts'], { stdio: 'inherit', cwd: root });
children.push(mailServer);

console.log(`
Vuoro is running on the local Firebase emulators (project demo-vuoro).

  Talent and recruiter side   http://127.0.0.1:${ports.hosting}/        (built app on Hosting)
  Staff and customer side     http://127.0.0.1:${ports.staffHosting}/        (built app on Hosting)
  Dev server, hot reload      http://127.0.0.1:5173/        (talent side)
  Staff API                   http://127.0.0.1:${ports.hosting}/v1/System/MaintenancePreInfoMessage
  Emulators                   auth ${ports.auth}, firestore ${ports.firestore}, functions ${ports.functions}${only.includes('storage') ? `, storage ${ports.storage}` : ' (storage skipped)'}

The demo sign-ins are listed above. The admin, my and userManager accounts then ask for an SMS
code: each code the Auth emulator "sends" is printed here as it arrives, and so is each SMS the
app sends (to the local 46elks stand-in on 127.0.0.1:9191). Every mail the app sends arrives at
the local SMTP server on 127.0.0.1:2525: printed here, and saved as an .eml file in ${join(root, '.mail')}.
Press Ctrl-C to stop.
`);
// Browser push signs with this machine's own VAPID pair (made once by scripts/vapid-keys.mjs in prepare()).
console.log(`  Browser push                VAPID public key ${ensureVapidKeys()} (functions/.env.local)\n`);
printSmsCodes();
