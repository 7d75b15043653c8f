import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * A test file that replaces a module for its own run (`vi.mock`, `vi.doMock`), or loads modules
 * afresh (`vi.resetModules`: in a shared graph the files after it would load them again too).
 */
export const REPLACES_MODULE = /\bvi\.((do)?[mM]ock|resetModules)\(/;

/** The test files under `dir` (absolute), as paths relative to `root` (absolute, with or without a trailing slash). */
export function testFilesUnder(root: string, dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(dir, file)).split(sep).join('/'));
}

/**
 * The test files under `dir` that replace a module, as `testFilesUnder` names them. A vitest
 * project whose files share one module graph (`isolate: false`) leaves these out, and a project
 * of their own runs each in a graph of its own: a replacement would otherwise stay cached for the
 * files after it. Read from the files, so a new one is never missed.
 */
export function testFilesReplacingModules(root: string, dir: string): string[] {
  return testFilesUnder(root, dir).filter((file) => REPLACES_MODULE.test(readFileSync(join(root, file), 'utf8')));
}
