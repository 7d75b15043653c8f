import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFilesReplacingModules, testFilesUnder } from '../support/module-replacing-tests';

/**
 * The domain and lint unit projects run their files in one module graph per worker
 * (`isolate: false` in vitest.config.ts). A file there that replaced a module (`vi.mock`,
 * `vi.doMock`) would leave the replacement cached for the files after it, so such a file
 * belongs in a project of its own, as the web and functions suites have.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs = ['domain/src', 'tests/lint'].map((dir) => join(root, dir));

describe('unit projects that share one module graph', () => {
  it('have no test file that replaces a module', () => {
    // The walk finds the projects' files at all (a wrong directory would find none, and pass).
    expect(dirs.flatMap((dir) => testFilesUnder(root, dir)).length).toBeGreaterThan(50);
    expect(dirs.flatMap((dir) => testFilesReplacingModules(root, dir))).toEqual([]);
  });
});
