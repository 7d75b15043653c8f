#!/usr/bin/env node
// `npm start`: the whole product on this machine, offline, usable within about half a minute.
// (`npm start` first runs scripts/ensure-deps.mjs: it installs the dependencies when they are
// missing or older than package-lock.json.)
//   1. bundles the functions (esbuild, ~1 s): the Functions emulator loads them when it starts;
//   2. starts the emulators (Auth, Firestore, Functions, Hosting; Storage where it can) and, at the
//      same time, builds the web app the Hosting emulator serves (web/dist), unless nothing it is
//      built from changed since the last build (a content hash in web/dist/.vuoro-build);
//   3. seeds demo data for every role as soon as the emulators answer, while the build runs;
//   4. starts Vite's dev server (hot reload) against the same emulators;
//   5. starts the local SMS provider (scripts/sms-provider.ts: 46elks' protocol on 127.0.0.1:9191),
//      where the functions send SMS (SendSms);
//   5b. starts the local SMTP server (scripts/mail-server.ts: 127.0.0.1:2525), where the functions
//      send every mail; each is printed and saved as an .eml file under .mail/;
//   6. prints the URLs and the demo sign-ins once they work (seeded and built), with the seconds it
//      took, then each SMS code the Auth emulator "sends" (the second factor of the admin, my and
//      userManager accounts) and each SMS the app sends, as they arrive. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { firebaseArgs, ports, prepare, projectId, root } from './emulators.mjs';
import { ensureVapidKeys } from './vapid-keys.mjs';

const children = [];
let smsTimer = null;
let stopping = false;
const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
/**
 * Stops the children, waits (up to 45 s) until they have exited, then exits. After Ctrl-C in a
 * terminal every child has had its SIGINT already (one process group): a second one makes
 * firebase-tools quit at once and leaves the Firestore emulator's Java running on its port (its
 * Functions emulator may wait 10 s and more for running functions), so then a child is only asked
 * again if it is still there after 30 s (a SIGINT sent to this process alone).
 */
function stopAll(code = 0, { signalled = false } = {}) {
  if (stopping) return;
  stopping = true;
  clearInterval(smsTimer);
  const ask = () => running().forEach((child) => child.kill('SIGINT'));
  if (signalled) setTimeout(ask, 30_000).unref();
  else ask();
  const deadline = Date.now() + 45_000;
  const poll = setInterval(() => {
    if (running().length > 0 && Date.now() < deadline) return;
    clearInterval(poll);
    process.exit(code);
  }, 200);
}
process.on('SIGINT', () => stopAll(0, { signalled: true }));
process.on('SIGTERM', () => stopAll(0));

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Runs `command` in a shell; resolves when it succeeded, stops everything when it failed. */
function run(name, command, env = process.env) {
  console.log(`vuoro: ${name}…`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', cwd: root, env });
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      console.error(`vuoro: ${name} failed.`);
      stopAll(1);
    });
  });
}

/**
 * What the web build is made from: every file under web/ and domain/ (but what builds and
 * installs write) and the lockfile, hashed by path and content. Equal hashes, equal builds.
 */
function webSourceHash() {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', '.vite', 'lib', 'coverage']);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skip.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const dir of ['web', 'domain']) walk(join(root, dir));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

/** Builds web/dist for the emulators unless it was built from exactly these sources. */
async function buildWeb() {
  const stamp = join(root, 'web', 'dist', '.vuoro-build');
  const sources = `emulator ${webSourceHash()}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sources) {
    console.log('vuoro: the web app is built from these sources already: no build.');
    return;
  }
  // Without the first-paint pictures: they follow in the background once the app is up (below).
  await run('building the web app', 'npx vite build web --mode emulator --logLevel warn', {
    ...process.env,
    VUORO_FIRST_PAINT: 'off',
  });
  writeFileSync(stamp, sources);
}

/**
 * The public pages' first-paint pictures (web/build/first-paint.ts): about 10 s of Chromium, so
 * they are made after the banner, while the app already runs; until then those pages render as
 * every other page does. Skipped when the build has them already.
 */
function addFirstPaintPictures() {
  // index.html, the landing's, is the last file the pictures write.
  if (readFileSync(join(root, 'web', 'dist', 'index.html'), 'utf8').includes('data-first-paint=')) return;
  const started = Date.now();
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['web/build/prerender-cli.ts', 'emulator'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: root,
  });
  children.push(child);
  child.on('exit', (code) => {
    if (stopping) return;
    if (code === 0)
      console.log(
        `vuoro: the public pages' first-paint pictures are in place (${((Date.now() - started) / 1000).toFixed(1)} s).`,
      );
    else console.error(`vuoro: the first-paint pictures failed (${code}); the pages still work without them.`);
  });
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
await run('bundling the functions', 'npm run build -w functions');

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

// The build runs while the emulators start and the seed writes: Hosting serves web/dist only
// when asked, and the seed needs no page.
const built = buildWeb();
const seeded = (async () => {
  try {
    // The hub answers before the emulators it lists do: wait for the two the seed writes to.
    await Promise.all([waitFor(`http://127.0.0.1:${ports.firestore}/`, 120), waitFor(`http://127.0.0.1:${ports.auth}/`, 120)]);
  } catch (error) {
    console.error(`vuoro: ${error.message}`);
    stopAll(1);
    return;
  }
  await run('seeding demo data', 'npx tsx scripts/seed.ts', {
    ...env, // GCLOUD_PROJECT among them
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    VUORO_SEED_PRINT: '1',
  });
})();
await Promise.all([built, seeded]);
try {
  await waitFor(`http://127.0.0.1:${ports.hosting}/`, 120);
} catch (error) {
  console.error(`vuoro: ${error.message}`);
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
Vuoro is running on the local Firebase emulators (project demo-vuoro), ready after ${seconds()}.

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
addFirstPaintPictures();
