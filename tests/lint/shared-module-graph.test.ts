import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPLACES_MODULE } from '../support/module-replacing-tests';

/**
 * The domain and lint unit projects run their files in one module graph per worker
 * (`isolate: false` in vitest.config.ts). A file there that replaced a module (`vi.mock`,
 * `vi.doMock`) would leave the replacement cached for the files after it, so such a file
 * belongs in a project of its own, as the web and functions suites have.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('unit projects that share one module graph', () => {
  it('have no test file that replaces a module', () => {
    const files = [...testFiles('domain/src'), ...testFiles('tests/lint')];
    expect(files.length).toBeGreaterThan(50);
    const replacing = files.filter(
      (file) => !file.endsWith('shared-module-graph.test.ts') && REPLACES_MODULE.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(replacing).toEqual([]);
  });
});
