#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure.
//   1. the builds of functions and the web app (the emulators serve what was built) and the
//      bundle budget
//   2. inside `firebase emulators:exec`: the functions suite beside the rules suite (the rules
//      suites' data is in projects of their own) and then the domain, web and lint unit tests
//      (vitest: node and jsdom; they need no emulator, but use the core the functions suite
//      leaves idle), then the seed, then the Playwright journeys in Debian's Chromium against the
//      Hosting emulator with typecheck and lint beside them at the lowest priority, each its own
//      timed run (`node scripts/test.mjs emulator-suites`, started by emulators:exec)
// Each vitest run also writes JSON; the end prints every step's and suite's time in a table,
// and the last line sums the tests up as "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './emulators.mjs';

const results = join(root, 'test-results');
/** Inside emulators:exec, each emulator suite's time goes here for the outer run's table. */
const suiteTimes = join(results, 'emulator-suite-times.json');
const insideEmulators = process.argv[2] === 'emulator-suites';
if (!insideEmulators) {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `vuoro: Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const vitest = (projects, name, flags = '') =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')}${flags} --reporter=default --reporter=json --outputFile.json=${join('test-results', `${name}.json`)}`;

const stepEnv = () => ({ ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' });

/** One step's command, its output straight through; resolves to its exit status. */
function runInherit(command, env = stepEnv()) {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', cwd: root, env });
    child.on('close', (status) => done(status ?? 1));
  });
}

/** One step's command with its output held back (it runs beside another): resolves to its status and output. */
function runCaptured(command, env = stepEnv()) {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], cwd: root, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => done({ status: status ?? 1, output: Buffer.concat(output) }));
  });
}

/**
 * Runs each step in order, printing its time; stops at the first failure. A step is
 * `[name, command, env?, { stream }?]`. A list of steps runs them side by side (CPU-bound steps of
 * about one thread each on this 2-core machine), each one's output printed whole when it ends, but
 * a step marked `{ stream: true }` (the one to watch, at most one per list) prints as it goes; an
 * entry of that list may itself be a list of steps, a lane run one after another beside the others
 * (a lane stops at its first failure). Returns the failed step's name, or null.
 */
async function runSteps(steps, times) {
  const isStep = (entry) => typeof entry[0] === 'string';
  const report = (name, started, status) => {
    const seconds = (Date.now() - started) / 1000;
    times.push({ name, seconds, ok: status === 0 });
    console.log(`── ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  };
  for (const step of steps) {
    if (isStep(step)) {
      const [name, command] = step;
      const started = Date.now();
      console.log(`\n── ${name} ──`);
      const status = await runInherit(command);
      report(name, started, status);
      if (status !== 0) return name;
      continue;
    }
    const lanes = step.map((entry) => (isStep(entry) ? [entry] : entry));
    console.log(`\n── side by side: ${lanes.map((lane) => lane.map(([name]) => name).join(' → ')).join(', ')} ──`);
    const failures = await Promise.all(
      lanes.map(async (lane) => {
        for (const [name, command, env, { stream = false } = {}] of lane) {
          const started = Date.now();
          let status;
          if (stream) {
            console.log(`\n── ${name} ──`);
            status = await runInherit(command, env);
          } else {
            const captured = await runCaptured(command, env);
            status = captured.status;
            console.log(`\n── ${name} ──`);
            process.stdout.write(captured.output);
          }
          report(name, started, status);
          if (status !== 0) return name;
        }
        return null;
      }),
    );
    const failed = failures.find((name) => name !== null);
    if (failed) return failed;
  }
  return null;
}

const UNIT_PROJECTS = ['domain', 'web', 'web-mocking', 'lint'];

// The emulator suites, each timed on its own, inside the one emulators:exec of the outer run.
if (insideEmulators) {
  /**
   * The environment of the unit projects and lint inside emulators:exec: without what it adds (the
   * emulators' addresses, the project id), so they run as they would on their own (`npm run test:unit`).
   */
  const withoutEmulators = Object.fromEntries(
    Object.entries(stepEnv()).filter(([key]) => !/EMULATOR|^GCLOUD_PROJECT$|^FIREBASE_CONFIG$/.test(key)),
  );
  const times = [];
  const started = Date.now();
  const failed = await runSteps(
    [
      // Side by side: the rules suites work in Firestore projects of their own
      // (tests/support/rules-env.ts), never the functions suite's, and both mostly wait for the
      // emulators (the rules suite's 178 s off the last CI's wall time). The functions suite runs
      // one file at a time and is the longer: once the rules suite ends it leaves about one core
      // idle (vmstat: 30–89 % idle, against 0–5 % while both ran), which the unit projects and
      // then lint use (in the last CI the unit projects ended 117 s before the functions suite,
      // with 28–86 % of the CPU idle meanwhile).
      [
        ['functions suite', vitest(['functions', 'functions-mocking'], 'functions')],
        [
          ['rules suite', vitest(['rules'], 'rules')],
          ['unit tests (domain, web, lint)', vitest(UNIT_PROJECTS, 'unit', ' --maxWorkers=1'), withoutEmulators],
        ],
      ],
      // A fresh database: the journeys meet the seed's data, not what the last functions file left.
      ['seed', 'npx tsx scripts/seed.ts --fresh'],
      // Beside the journeys, at the lowest priority: typecheck and lint (one thread each, needing
      // no emulator) take only the CPU the journeys leave idle while a page waits for the
      // emulators (vmstat: 10–31 % idle through the journeys), so they cost the run's wall time
      // nothing, where before typecheck held the builds' step for 152–163 s and lint ended the
      // side-by-side step after the functions suite. A type or lint error still fails the run,
      // reported with the journeys' result (`npm run typecheck` and `npm run lint` give it alone).
      [
        ['e2e journeys', vitest(['e2e'], 'e2e'), stepEnv(), { stream: true }],
        [
          ['typecheck', 'nice -n 19 npm run typecheck', withoutEmulators],
          ['lint', 'nice -n 19 npm run lint', withoutEmulators],
        ],
      ],
    ],
    times,
  );
  writeFileSync(suiteTimes, JSON.stringify({ times, seconds: (Date.now() - started) / 1000 }));
  process.exit(failed ? 1 : 0);
}

const EMULATOR_STEP = 'emulator suites (functions, rules, unit, seed, e2e, typecheck, lint)';
const steps = [
  // The emulators serve what is built. Typecheck and lint, one thread each, run in the emulator
  // step, beside the journeys (below).
  ['build functions', 'npm run build -w functions'],
  ['build web (emulator mode)', 'npx vite build web --mode emulator --logLevel warn'],
  ['bundle budget', 'node scripts/bundle-budget.mjs'],
  [EMULATOR_STEP, 'node scripts/emulators.mjs exec "node scripts/test.mjs emulator-suites"'],
];

const times = [];
const startedAll = Date.now();
const failed = await runSteps(steps, times);
const wallSeconds = (Date.now() - startedAll) / 1000;

// Every step's time, the emulator step broken into its suites (the rest of it is the
// emulators starting and stopping).
const rows = [];
for (const step of times) {
  rows.push([step.name, step.seconds, step.ok]);
  if (step.name !== EMULATOR_STEP || !existsSync(suiteTimes)) continue;
  // The suites' own times (two of them side by side), and the wall time of them all.
  const suites = JSON.parse(readFileSync(suiteTimes, 'utf8'));
  for (const suite of suites.times) rows.push([`  ${suite.name}`, suite.seconds, suite.ok]);
  rows.push(['  emulators start and stop', step.seconds - suites.seconds, true]);
}
const width = Math.max(...rows.map(([name]) => name.length));
console.log('\n── times ──');
for (const [name, seconds, ok] of rows) {
  console.log(`${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
// The wall time: steps side by side overlap, so it is less than their sum.
console.log(`${'total'.padEnd(width)}  ${wallSeconds.toFixed(1).padStart(7)} s`);

let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const file of ['unit', 'functions', 'rules', 'e2e']) {
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
