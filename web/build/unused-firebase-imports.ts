import type { Plugin } from 'vite';

/**
 * Code the Firebase packages import that Vuoro never runs, left out of the web build:
 * - reactfire imports every Firebase SDK it has hooks for; the app uses only its Firebase app,
 *   Auth and Firestore providers and `useFirestore` (Storage and callables go through lib/ code of
 *   their own, loaded with the screens that need them). The Realtime Database and Remote Config
 *   register themselves when evaluated, so no tree-shaking dropped them: every screen that read
 *   Firestore downloaded and ran some 150 KB of them, and Storage's SDK rode along with Firestore.
 * - Firestore imports re2js (a 260 KB regular expression engine) only to evaluate the `like`,
 *   `regexContains` and `regexMatch` expressions of its pipeline queries, which Vuoro never builds;
 *   even if one ran, Firestore catches the error and answers the expression as an error value.
 * In the build, those imports resolve to stand-ins that throw, naming the function, if anything
 * ever calls them. An update of either package that imports more names from them fails the build
 * with the missing name (and tests/lint/unused-firebase-imports.test.ts compares the lists), so the lists
 * stay true.
 */
export interface UnusedImport {
  /** The package whose own imports are replaced (its folder in node_modules). */
  importer: string;
  /** The module it imports. */
  source: string;
  /** The names it imports; `Name.member` for a member it calls on one (`RE2JS.compile`). */
  names: readonly string[];
}

export const UNUSED_IMPORTS: readonly UnusedImport[] = [
  {
    importer: 'reactfire',
    source: 'firebase/database',
    names: ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  },
  {
    importer: 'reactfire',
    source: 'firebase/remote-config',
    names: ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  },
  { importer: 'reactfire', source: 'firebase/storage', names: ['getDownloadURL', 'ref'] },
  { importer: 'reactfire', source: 'firebase/functions', names: ['httpsCallable'] },
  { importer: '@firebase/firestore', source: 're2js', names: ['RE2JS', 'RE2JS.compile'] },
];

const PREFIX = '\0vuoro-unused:';

/** The module that stands for `unused.source` in its importer: each name a function that throws when called. */
export function unusedModule(unused: UnusedImport): string {
  const thrower = (name: string) =>
    `() => { throw new Error(${JSON.stringify(`${unused.source} is not in Vuoro's build (web/build/unused-firebase-imports.ts): ${name}() was called`)}); }`;
  const exported = unused.names.filter((name) => !name.includes('.'));
  return exported
    .map((name) => {
      const members = unused.names.filter((m) => m.startsWith(`${name}.`));
      const memberList = members.map((m) => `${JSON.stringify(m.slice(name.length + 1))}: ${thrower(m)}`).join(', ');
      return `export const ${name} = Object.assign(${thrower(name)}, { ${memberList} });`;
    })
    .join('\n');
}

export function unusedFirebaseImports(): Plugin {
  return {
    name: 'vuoro-unused-firebase-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const index = UNUSED_IMPORTS.findIndex(
        (u) => u.source === source && importer?.includes(`/node_modules/${u.importer}/`) === true,
      );
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? unusedModule(UNUSED_IMPORTS[Number(id.slice(PREFIX.length))]!) : null;
    },
  };
}
