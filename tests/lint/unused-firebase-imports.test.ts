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

/** An importer's ES module builds (`dist/**.js` and `.mjs` with `import` statements, not CommonJS or maps). */
function esmFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return esmFiles(path);
    return /\.m?js$/.test(entry.name) && !/\.cjs\.js$/.test(entry.name) ? [path] : [];
  });
}

/** What the importer's builds import from `source`, and the members they call on those names (`RE2JS.compile`). */
function usedNames(importer: string, source: string): string[] {
  const used = new Set<string>();
  for (const file of esmFiles(join(root, 'node_modules', importer, 'dist'))) {
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
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
    const leftOut = new Set(UNUSED_IMPORTS.filter((u) => u.importer === 'reactfire').map((u) => u.source));
    // Storage and callables: the app's own lib/ code imports them, and gets the real SDK.
    for (const own of ['firebase/storage', 'firebase/functions']) leftOut.delete(own);
    leftOut.add('re2js');
    const users = sourceFiles(join(root, 'web', 'src')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return [...leftOut].some((source) => text.includes(`from '${source}'`));
    });
    expect(users).toEqual([]);
  });
});
