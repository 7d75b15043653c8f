import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `signInAs` keeps each account's signed-in storage state for this run. */
    sessionDir: string;
  }
}

/**
 * The e2e project's global setup: an empty folder for the sign-ins the journeys share, gone when
 * the run ends. The run's one Chromium is the journeys' worker's own (support/browser.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sessionDir = mkdtempSync(join(tmpdir(), 'vuoro-e2e-sessions-'));
  project.provide('sessionDir', sessionDir);
  return async () => {
    rmSync(sessionDir, { recursive: true, force: true });
  };
}
