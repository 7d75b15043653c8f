#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure.
//   1. typecheck and lint              (nothing running)
//   2. domain, web and lint unit tests (vitest: node and jsdom)
//   3. build functions and the web app (the emulators serve what was built), bundle budget
//   4. inside `firebase emulators:exec`: functions and rules suites, then the seed, then
//      the Playwright journeys in Debian's Chromium against the Hosting emulator
// Each vitest run also writes JSON; the last line sums them up as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './emulators.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `vuoro: Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const vitest = (projects, name) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${join('test-results', `${name}.json`)}`;

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit tests (domain, web, lint)', vitest(['domain', 'web', 'lint'], 'unit')],
  ['build functions', 'npm run build -w functions'],
  ['build web (emulator mode)', 'npx vite build web --mode emulator --logLevel warn'],
  ['bundle budget', 'node scripts/bundle-budget.mjs'],
  [
    'emulator suites (functions, rules, seed, e2e)',
    `node scripts/emulators.mjs exec "${[vitest(['functions', 'rules'], 'emulators'), 'npx tsx scripts/seed.ts', vitest(['e2e'], 'e2e')].join(' && ')}"`,
  ],
];

let failed = null;
for (const [name, command] of steps) {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const r = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  console.log(`── ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) {
    failed = name;
    break;
  }
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const file of ['unit', 'emulators', 'e2e']) {
  const path = join(results, `${file}.json`);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failedTests += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(failed ? `\nnpm test failed at: ${failed}` : '\nnpm test: every suite passed');
console.log(`${passed} passed, ${failedTests + (failed && failedTests === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
