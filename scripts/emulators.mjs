#!/usr/bin/env node
// Offline bootstrap for the Firebase emulators, shared by `npm start` and `npm test`.
//
//   node scripts/emulators.mjs start            emulators:start (Ctrl-C stops)
//   node scripts/emulators.mjs exec "<cmd>"     emulators:exec running <cmd>
//
// What it does before handing over to firebase-tools:
// 1. finds Java (the Firestore emulator is a JVM program) or stops with one clear line;
// 2. finds the Google Cloud CLI's Firestore emulator jar on this machine, wraps it in a tiny
//    launcher jar (that jar has no Main-Class) and exports FIRESTORE_EMULATOR_BINARY_PATH; where
//    no such jar exists it leaves the variable unset so firebase-tools downloads its own;
// 3. starts the Storage emulator only when its rules runtime is on the machine, and says so;
// 4. refuses to start when a port it needs is busy, in one line naming the port;
// 5. writes `firebase.emulators.json`: firebase.json with the loopback emulator origins added
//    to the Content-Security-Policy, so the production headers stay exactly as deployed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { ensureVapidKeys } from './vapid-keys.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const projectId = 'demo-vuoro';
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
export const ports = Object.fromEntries(
  Object.entries(firebaseJson.emulators)
    .filter(([, v]) => v && typeof v === 'object' && 'port' in v)
    .map(([k, v]) => [k, v.port]),
);
// firebase-tools serves the second Hosting site (staff) at the hosting port + 5.
ports.staffHosting = ports.hosting + 5;

function fail(message) {
  console.error(`vuoro: ${message}`);
  process.exit(1);
}

export function findJava() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  candidates.push('java');
  for (const java of candidates) {
    const r = spawnSync(java, ['-version'], { encoding: 'utf8' });
    if (r.status === 0) {
      const m = /version "(\d+)(?:\.(\d+))?/.exec(r.stderr + r.stdout);
      const major = m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : 0;
      if (major && major < 11) {
        fail(
          `Java ${major} found, but the Firestore emulator needs Java 11 or newer (e.g. apt-get install openjdk-17-jre-headless).`,
        );
      }
      return { java, major };
    }
  }
  return fail(
    'Java not found: the Firestore emulator needs Java 11+ (apt-get install openjdk-17-jre-headless, or set JAVA_HOME).',
  );
}

function gcloudSdkRoots() {
  const roots = [];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.push(process.env.CLOUDSDK_ROOT_DIR);
  const r = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (r.status === 0 && r.stdout.trim()) roots.push(r.stdout.trim());
  roots.push(
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  );
  return roots;
}

export function findGcloudFirestoreJar() {
  if (process.env.VUORO_FIRESTORE_JAR)
    return existsSync(process.env.VUORO_FIRESTORE_JAR) ? process.env.VUORO_FIRESTORE_JAR : null;
  for (const sdk of gcloudSdkRoots()) {
    const jar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** A zip archive with stored (uncompressed) entries: all a manifest-only jar needs. */
function storedZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Builds (once) a launcher jar whose manifest starts the gcloud jar's main class. */
export function buildFirestoreLauncher(gcloudJar) {
  const dir = join(root, '.emulators');
  mkdirSync(dir, { recursive: true });
  const launcher = join(dir, 'firestore-launcher.jar');
  const classPath = encodeURI(`file://${gcloudJar}`);
  // Manifest lines are at most 72 bytes; longer values continue on lines starting with a space.
  const wrap = (line) => line.match(/.{1,70}/g).join('\r\n ');
  const manifest =
    [
      'Manifest-Version: 1.0',
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `Class-Path: ${classPath}`,
    ]
      .map(wrap)
      .join('\r\n') + '\r\n\r\n';
  writeFileSync(launcher, storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]));
  return launcher;
}

export function storageRuntimeAvailable() {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return false;
  return readdirSync(cache).some((f) => /^cloud-storage-rules-runtime.*\.jar$/.test(f));
}

function portFree(port, host) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

export async function assertPortsFree(names) {
  for (const name of names) {
    const port = ports[name];
    if (port && !(await portFree(port, '127.0.0.1'))) {
      fail(
        `port ${port} (${name} emulator) is busy: stop what listens there (\`lsof -i :${port}\`, maybe another npm start) and try again.`,
      );
    }
  }
}

const LOOPBACK_ORIGINS = ['auth', 'firestore', 'storage', 'functions']
  .filter((n) => ports[n])
  .flatMap((n) => [`http://127.0.0.1:${ports[n]}`, ...(n === 'firestore' ? [`ws://127.0.0.1:${ports.firestore}`] : [])]);

/** firebase.json for local runs: same config, CSP widened to the loopback emulators. */
export function writeEmulatorConfig() {
  const config = structuredClone(firebaseJson);
  for (const site of config.hosting) {
    for (const block of site.headers) {
      for (const header of block.headers) {
        if (header.key !== 'Content-Security-Policy') continue;
        header.value = header.value
          .replace('connect-src', `connect-src ${LOOPBACK_ORIGINS.join(' ')}`)
          .replace(/;\s*upgrade-insecure-requests/, '');
      }
    }
  }
  const file = join(root, 'firebase.emulators.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** Prepares the environment and returns what firebase-tools needs. */
export async function prepare() {
  findJava();
  const env = { ...process.env };
  const gcloudJar = findGcloudFirestoreJar();
  if (gcloudJar) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = buildFirestoreLauncher(gcloudJar);
    console.log(`vuoro: Firestore emulator from ${gcloudJar} (offline launcher).`);
  } else {
    delete env.FIRESTORE_EMULATOR_BINARY_PATH;
    console.log('vuoro: no Google Cloud CLI Firestore emulator here; firebase-tools will download its own.');
  }
  const only = ['auth', 'firestore', 'functions', 'hosting'];
  if (storageRuntimeAvailable()) {
    only.push('storage');
    env.VUORO_STORAGE_EMULATOR = '1';
  } else {
    env.VUORO_STORAGE_EMULATOR = '0';
    console.log(
      'vuoro: Storage emulator skipped: its rules runtime jar is not on this machine (storage-rules tests will report as skipped).',
    );
  }
  await assertPortsFree([...only, 'hub', 'logging', 'staffHosting']);
  const config = writeEmulatorConfig();
  ensureVapidKeys(); // browser push: this machine's VAPID pair in functions/.env.local (scripts/vapid-keys.mjs)
  env.GCLOUD_PROJECT = projectId;
  return { env, only, config };
}

export function firebaseArgs(command, only, config) {
  return [command, '--only', only.join(','), '--project', projectId, '--config', config];
}

const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, cmd] = process.argv.slice(2);
  if (mode !== 'start' && mode !== 'exec') fail('usage: node scripts/emulators.mjs start | exec "<command>"');
  if (mode === 'exec' && !cmd) fail('exec needs the command to run, in quotes.');
  const { env, only, config } = await prepare();
  const args = firebaseArgs(mode === 'start' ? 'emulators:start' : 'emulators:exec', only, config);
  if (mode === 'exec') args.push(cmd);
  const child = spawn(firebaseBin, args, { stdio: 'inherit', env, cwd: root });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}
