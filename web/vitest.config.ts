import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesReplacingModules } from '../tests/support/module-replacing-tests';
import { appConfig, appConfigDefine } from './app-config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A fresh project each call: vitest takes `define` apart as it sets a project up, so two cannot share one. */
const base = (): TestProjectInlineConfiguration =>
  defineProject({
    plugins: [react()],
    define: appConfigDefine(appConfig('test', root)),
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      root,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
    },
  });

function withTest(test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  const project = base();
  return { ...project, test: { ...project.test, ...test } };
}

const replacingModules = testFilesReplacingModules(root, fileURLToPath(new URL('./src', import.meta.url)));

/**
 * The web unit tests as two projects. Most files share one module graph per worker (React,
 * i18next and the translations load once, not once per file: imports and environments were 353
 * of the last CI's 640 worker-seconds; the unit projects went from 291 s to 131 s here). A file
 * that replaces a module runs in a graph of its own (vitest's default).
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  withTest({ name: 'web', isolate: false, exclude: replacingModules }),
  withTest({ name: 'web-mocking', include: replacingModules }),
];
