#!/usr/bin/env node
// Bundle budget (CONVENTIONS.md, "Budgets"): JavaScript loaded before the sign-in screen is usable,
// at most 150 KB gzip and at most RATIO_BUDGET times a bare sign-in page built in the same run.
// Reads web/dist/.vite/manifest.json after `vite build` and sums, gzipped (level 9), the entry
// chunk and its static imports plus the sign-in route's chunk and its static imports, and the
// English `common` translations. Then builds bench/bare-signin (Vite + React + firebase/auth, an
// email and password form; its own vite.config.ts) into bench/bare-signin/dist and sums its
// scripts the same way (its entry and the entry's static imports: everything it loads before the
// form is usable). Prints both figures and the ratio; exits 1 when ours is over 150 KB, over
// RATIO_BUDGET times the bare page, or when Firestore code would load before sign-in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { root } from './emulators.mjs';

/**
 * The most our first load may weigh against the bare sign-in page (ours ÷ bare, gzip bytes).
 * CONVENTIONS.md says 1.3. The one number to change: the check below and the printed budget use it.
 */
export const RATIO_BUDGET = 1.3;

const BUDGET_KB = 150;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The scripts a built page loads before it is usable: the chunks whose manifest entries `starts`
 * picks (each a test of key and chunk) and their static imports, from the build's manifest.
 * Returns file → [gzip bytes (level 9), the module it was built from].
 */
function firstLoad(dist, starts) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Map();
  function collect(key) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const imported of chunk.imports ?? []) collect(imported);
  }
  for (const [what, start] of starts) {
    const key = Object.keys(manifest).find((k) => start(k, manifest[k]));
    if (!key) throw new Error(`bundle-budget: ${dist}'s manifest lacks ${what}`);
    collect(key);
  }
  return new Map(
    [...files].map(([file, module]) => [file, [gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, module]]),
  );
}
const sum = (load) => [...load.values()].reduce((bytes, [gz]) => bytes + gz, 0);
const entry = ['the entry', (_, chunk) => chunk.isEntry];

// Ours: web/dist, built beforehand (`vite build web --mode emulator`, as CI and the journeys build it).
const dist = join(root, 'web', 'dist');
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error('bundle-budget: no web build in web/dist; run `npx vite build web --mode emulator` first.');
  process.exit(1);
}
const ours = firstLoad(dist, [
  entry,
  ['the login route', (k) => k.endsWith('features/auth/routes/login.tsx')],
  ['the English translations', (k) => k.endsWith('locales/en/common.json')],
]);

// Firestore code must not load before sign-in (the source maps name each chunk's sources).
const firestore = [...ours.keys()].some((file) =>
  JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources.some((s) =>
    s.includes('node_modules/@firebase/firestore/'),
  ),
);
const rows = [...ours].sort((a, b) => b[1][0] - a[1][0]);
for (const [file, [gz, module]] of rows) console.log(`  ${kb(gz).padStart(10)}  ${file}  ${module}`);
const oursBytes = sum(ours);

// The bare sign-in page, built now with the same packages (bench/bare-signin/vite.config.ts).
const bareRoot = join(root, 'bench', 'bare-signin');
const started = performance.now();
await build({ configFile: join(bareRoot, 'vite.config.ts'), logLevel: 'warn' });
const buildSeconds = (performance.now() - started) / 1000;
const bareBytes = sum(firstLoad(join(bareRoot, 'dist'), [entry]));

const ratio = oursBytes / bareBytes;
const overSize = oursBytes / 1024 > BUDGET_KB;
const overRatio = ratio > RATIO_BUDGET;
console.log(
  `bundle before sign-in: ${kb(oursBytes)} gzip of ${BUDGET_KB} KB budget${overSize ? ' (over!)' : ''}${firestore ? ' (includes Firestore code!)' : ''}`,
);
console.log(`bare sign-in page (bench/bare-signin, built in ${buildSeconds.toFixed(1)} s): ${kb(bareBytes)} gzip`);
console.log(`ratio: ${ratio.toFixed(3)} times the bare page, budget ${RATIO_BUDGET}${overRatio ? ' (over!)' : ''}`);
if (overSize || overRatio || firestore) process.exit(1);
