import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test file that replaces a module for its own run (`vi.mock`, `vi.doMock`). */
export const REPLACES_MODULE = /\bvi\.(do)?[mM]ock\(/;

/**
 * The test files under `dir` (absolute) that replace a module, as paths relative to `root`
 * (absolute). A vitest project whose files share one module graph (`isolate: false`) leaves these
 * out, and a project of their own runs each in a graph of its own: a replacement would otherwise
 * stay cached for the files after it. Read from the files, so a new one is never missed.
 */
export function testFilesReplacingModules(root: string, dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => REPLACES_MODULE.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) =>
      join(dir, file)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    );
}
