import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of this e2e run (`launch()` connects to it). */
    browserWsEndpoint: string;
    /** Where `signInAs` keeps each account's signed-in storage state for this run. */
    sessionDir: string;
  }
}

/**
 * The e2e project's global setup: one Debian Chromium for the whole run, which every journey
 * file connects to instead of launching its own, and an empty folder for the sign-ins the
 * journeys share. Both go when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(CHROMIUM);
  const sessionDir = mkdtempSync(join(tmpdir(), 'vuoro-e2e-sessions-'));
  project.provide('browserWsEndpoint', server.wsEndpoint());
  project.provide('sessionDir', sessionDir);
  return async () => {
    await server.close();
    rmSync(sessionDir, { recursive: true, force: true });
  };
}
