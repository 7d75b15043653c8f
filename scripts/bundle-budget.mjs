#!/usr/bin/env node
// Bundle budget (CONVENTIONS.md): JavaScript loaded before the sign-in screen is usable, at most
// 150 KB gzip. Reads web/dist/.vite/manifest.json after `vite build` and sums, gzipped, the
// entry chunk and its static imports plus the sign-in route's chunk and its static imports,
// and the English `common` translations. Prints the figures; exits 1 when over budget, and
// when Firestore code would load before sign-in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './emulators.mjs';

const BUDGET_KB = 150;
const dist = join(root, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routeKey = (file) => Object.keys(manifest).find((k) => k.endsWith(file));
const starts = [entryKey, routeKey('features/auth/routes/login.tsx'), routeKey('locales/en/common.json')];

// file → the module it was built from (chunks are named by hash alone: web/vite.config.ts).
const files = new Map();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, chunk.src ?? chunk.name ?? key);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of starts) {
  if (!key) throw new Error('bundle-budget: the manifest lacks the entry, the login route or the English translations');
  collect(key);
}

let total = 0;
const rows = [];
let firestore = false;
for (const [file, module] of files) {
  const source = readFileSync(join(dist, file));
  const gz = gzipSync(source, { level: 9 }).length;
  total += gz;
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  if (map.sources.some((s) => s.includes('node_modules/@firebase/firestore/'))) firestore = true;
  rows.push([file, gz, module]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz, module] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}  ${module}`);
console.log(
  `bundle before sign-in: ${(total / 1024).toFixed(1)} KB gzip of ${BUDGET_KB} KB budget${firestore ? ' (includes Firestore code!)' : ''}`,
);
if (total / 1024 > BUDGET_KB || firestore) process.exit(1);
