import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { testFilesReplacingModules } from './tests/support/module-replacing-tests';
import { webProjects } from './web/vitest.config';

const root = fileURLToPath(new URL('.', import.meta.url));
const functionsReplacingModules = testFilesReplacingModules(root, join(root, 'tests/functions'));
/** The functions suite's options, shared by its two projects. */
const functionsSuite = {
  environment: 'node',
  fileParallelism: false,
  // A mail or push waits for its trigger, which may queue behind the triggers of the file
  // before (e.g. a shift file's staffShiftNotify): up to 45 s (tests/support/smtp-server.ts).
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

// One vitest run, several projects. Unit projects (domain, web, lint) need nothing running;
// emulator projects (functions, rules, e2e) run inside `firebase emulators:exec`, serially.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // One module graph per worker, as the lint project's: the two took 47 s, 17 s so
          // (tests/lint/shared-module-graph.test.ts keeps module replacements out of both).
          isolate: false,
        },
      },
      ...webProjects,
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...functionsSuite,
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          // One module graph for the suite's files, one at a time (the Admin SDK, the functions'
          // code and zod load once: 148 of the last CI's 728 s were imports). Files that replace
          // a module run after them, each in a graph of its own.
          isolate: false,
          exclude: functionsReplacingModules,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...functionsSuite,
          name: 'functions-mocking',
          include: functionsReplacingModules,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // The shared sign-ins' folder (tests/e2e/support); the one Chromium is the worker's.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // One module graph for every journey file: they run one after another in one worker,
          // and their support keeps no state in memory but the run's one Chromium (kept sessions
          // are files), so the domain and Playwright load once, not per file (132 s of "import"
          // in the CI's 60 files before), and the browser starts once.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A journey polls what a person would wait for: a screen that changes after a request or a
          // translation file. Vitest's default (1 s) is a quiet machine's figure; under CI load a
          // language switch has taken longer (/ohje, stop 39). A passing poll returns at once, so a
          // longer limit only makes a real failure report later.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
