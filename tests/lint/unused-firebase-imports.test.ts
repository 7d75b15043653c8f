import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNUSED_IMPORTS, unusedFirebaseImports, unusedModule } from '../../web/build/unused-firebase-imports';

/**
 * The web build leaves out code the Firebase packages import and Vuoro never runs
 * (web/build/unused-firebase-imports.ts): each stand-in must name what its importer imports and
 * calls on it, throw if called, and stand in only for that importer; the app must not use them.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files under `dir` whose names match `name`, as absolute paths. */
function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => join(dir, file));
}

/** What the importer's builds import from `source`, and the members they call on those names (`RE2JS.compile`). */
function usedNames(importer: string, source: string): string[] {
  const used = new Set<string>();
  // The importer's ES module builds (`.js` and `.mjs`, not its CommonJS `.cjs.js` or maps).
  for (const file of filesUnder(join(root, 'node_modules', importer, 'dist'), /(?<!\.cjs)\.m?js$/)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
      if (match[2] !== source) continue;
      for (const part of match[1]!.split(',')) {
        const [name, renamed] = part.trim().split(/\s+as\s+/);
        if (!name) continue;
        used.add(name);
        // Members called on a binding kept under its own name (`RE2JS.compile(`); a renamed one is
        // minified (`get as a`), and its one letter cannot be told from other variables.
        if (renamed) continue;
        for (const member of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)\\(`, 'g'))) used.add(`${name}.${member[1]}`);
      }
    }
  }
  return [...used].sort();
}

describe('unused Firebase imports left out of the web build', () => {
  for (const unused of UNUSED_IMPORTS) {
    const what = `${unused.importer}'s import of ${unused.source}`;

    it(`stands in for every name in ${what}`, () => {
      const used = usedNames(unused.importer, unused.source);
      expect(used.length).toBeGreaterThan(0);
      expect([...unused.names].sort()).toEqual(used);
    });

    it(`throws, naming the function, when anything calls ${what}`, async () => {
      const url = `data:text/javascript,${encodeURIComponent(unusedModule(unused))}`;
      const module = (await import(/* @vite-ignore */ url)) as Record<
        string,
        ((...args: unknown[]) => unknown) & Record<string, () => unknown>
      >;
      for (const name of unused.names) {
        const [exported, member] = name.split('.') as [string, string | undefined];
        const call = member ? () => module[exported]![member]!() : () => module[exported]!();
        expect(call).toThrow(`${unused.source} is not in Vuoro's build`);
      }
    });
  }

  it('stands in only for the importer named', () => {
    const plugin = unusedFirebaseImports();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('firebase/database', '/repo/node_modules/reactfire/dist/index.js')).toMatch(/^\0vuoro-unused:/);
    expect(resolve('firebase/storage', '/repo/web/src/lib/talent-files.ts')).toBeNull();
    expect(resolve('firebase/firestore', '/repo/node_modules/reactfire/dist/index.js')).toBeNull();
    expect(resolve('re2js', '/repo/node_modules/@firebase/firestore/dist/common-CLMydGSF.esm.js')).toMatch(/^\0vuoro-unused:/);
  });

  it('leaves out nothing the web app imports itself', () => {
    // Storage and callables: the app's own lib/ code imports them, and gets the real SDK.
    const own = ['firebase/storage', 'firebase/functions'];
    const leftOut = UNUSED_IMPORTS.map((u) => u.source).filter((source) => !own.includes(source));
    const users = filesUnder(join(root, 'web', 'src'), /\.tsx?$/).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return leftOut.some((source) => text.includes(`from '${source}'`));
    });
    expect(users).toEqual([]);
  });
});
