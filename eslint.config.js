import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: domain → web/src/lib → features → app (CONVENTIONS.md). A feature
 * never imports another feature; lib never imports features or app; domain imports nothing
 * of ours. The features are the folders under web/src/features, so a new one is held to the
 * rule without editing this file; imports through the `@/` alias (web/tsconfig.json paths)
 * resolve to files like relative ones, so the alias is no way around it.
 */
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  { target: './domain', from: ['./web', './functions', './tests'], message: 'domain/ depends on nothing of ours.' },
  // Inside domain: the message catalogue, error map, field errors and shared texts are the bottom layer.
  {
    target: './domain/src/texts',
    from: './domain/src',
    except: ['./texts'],
    message: 'domain/src/texts is the bottom layer: it imports nothing else of the domain.',
  },
  { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'lib/ sits below features and app.' },
  { target: './web/src/features', from: ['./web/src/app'], message: 'Features do not import the app layer.' },
  ...features.map((f) => ({
    target: `./web/src/features/${f}`,
    from: './web/src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature; move shared pieces to lib/ or domain/.',
  })),
  {
    target: './functions',
    from: ['./web'],
    message: 'Functions do not import web code (texts both need live in domain/src/texts).',
  },
  { target: './web', from: ['./functions'], message: 'Web does not import functions code.' },
];

/** The Firestore SDK's and reactfire's read functions: only web/src/lib/reads.ts imports them. */
const firestoreReads = [
  'onSnapshot',
  'onSnapshotResume',
  'onSnapshotsInSync',
  'getDoc',
  'getDocs',
  'getDocFromCache',
  'getDocFromServer',
  'getDocsFromCache',
  'getDocsFromServer',
  'getCountFromServer',
  'getAggregateFromServer',
];
const reactfireReads = [
  'useFirestoreDoc',
  'useFirestoreDocOnce',
  'useFirestoreDocData',
  'useFirestoreDocDataOnce',
  'useFirestoreCollection',
  'useFirestoreCollectionData',
];

/** Components never call fetch: every Staff API call goes through lib/staff-api.ts. */
const noFetch = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Components never call fetch: use lib/staff-api.ts.',
};

/**
 * The product's button look lives in the UI kit (web/src/lib/ui/button.tsx): a screen uses
 * <Button>, <ButtonLink> or <ButtonAnchor>, never the kit's class strings nor a look of its own
 * (a rounded-lg box with horizontal padding) on a <button>, <a> or <Link>. Inputs, cards and
 * chips keep their classes: the rule looks only at those three elements' className.
 */
const BUTTON_LOOK = '/rounded-lg[^]*\\bpx-|\\bpx-[^]*rounded-lg/';
const KIT_MESSAGE = 'Style actions with the UI kit: <Button>, <ButtonLink> or <ButtonAnchor> from @/lib/ui (button.tsx).';
const rawButtonStyling = [
  { selector: 'MemberExpression[object.name=/^(buttonClass|actionClass)$/]', message: KIT_MESSAGE },
  ...['Literal', 'TemplateElement'].map((node) => ({
    selector: `JSXOpeningElement[name.name=/^(button|a|Link)$/] > JSXAttribute[name.name='className'] ${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${BUTTON_LOOK}]`,
    message: KIT_MESSAGE,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'test-results/**',
      'screenshots/**',
      '.emulators/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'web/tsconfig.json' }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noFetch, ...rawButtonStyling],
    },
  },
  {
    // The kit itself: fetch is still refused.
    files: ['web/src/lib/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noFetch] },
  },
  {
    files: ['web/src/lib/staff-api.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Every Firestore read goes through web/src/lib/reads.ts (live, shared and one-shot reads);
    // writes and references (doc, collection, query) are imported where they are used.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/reads.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              importNames: firestoreReads,
              message: 'Read Firestore through web/src/lib/reads.ts (useLiveDoc, useLiveQuery, a shared read, readDoc).',
            },
            {
              name: 'reactfire',
              importNames: reactfireReads,
              message: 'Read Firestore through web/src/lib/reads.ts (useLiveDoc, useLiveQuery, a shared read, readDoc).',
            },
          ],
          patterns: [{ group: ['rxfire/firestore'], message: 'Read Firestore through web/src/lib/reads.ts.' }],
        },
      ],
    },
  },
);
