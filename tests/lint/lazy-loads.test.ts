import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every lazy load of the web app goes through the one-reload rule (web/src/lib/load-chunk.ts: a
 * chunk that fails or takes over 120 s reloads the page once, then the error page): each dynamic
 * `import()` stands inside a call of `loadChunk`, `lazyChunk`, `lazyRoute` or `lazyLayout`, or is
 * a translation file of `import.meta.glob`, which the i18n backend loads through `loadChunk`.
 * Only a prefetch whose failure nobody sees may skip it (PREFETCHES).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const webSrc = join(root, 'web', 'src');
const WRAPPERS = new Set(['loadChunk', 'lazyChunk', 'lazyRoute', 'lazyLayout']);
const PREFETCHES = new Set(['lib/warm-up.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The `import()` calls of `text` that no wrapper call encloses, as `file:line`. */
function unwrappedImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const wrapped = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isCallExpression(up) && ts.isIdentifier(up.expression) && WRAPPERS.has(up.expression.text)) return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && !wrapped(node)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('lazy loads', () => {
  it('every dynamic import of web/src reloads once on failure (loadChunk and its wrappers)', () => {
    const found = sourceFiles(webSrc).flatMap((path) => {
      const file = relative(webSrc, path);
      return PREFETCHES.has(file) ? [] : unwrappedImports(file, readFileSync(path, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it('finds an import() outside the wrappers, and accepts one inside', () => {
    expect(unwrappedImports('x.ts', "export const a = () => import('./a');")).toEqual(['x.ts:1']);
    expect(unwrappedImports('x.tsx', "const B = lazyChunk(() => import('./b').then((m) => m));")).toEqual([]);
    expect(unwrappedImports('x.ts', "async function c() { return (await loadChunk(() => import('./c'))).c; }")).toEqual([]);
  });
});
