import { defineConfig } from 'vitest/config';

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
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
          // A mail or push waits for its trigger, which may queue behind the triggers of the file
          // before (e.g. a shift file's staffShiftNotify): up to 45 s (tests/support/smtp-server.ts).
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
          // One Chromium for the run and the shared sign-ins' folder (tests/e2e/support).
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // One module graph for every journey file: they run one after another in one worker,
          // and their support keeps no state in memory (kept sessions are files), so the domain
          // and Playwright load once, not per file (132 s of "import" in the last CI's 60 files).
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
