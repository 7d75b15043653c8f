import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { staleReason } from '../../scripts/ensure-deps.mjs';

/** `npm start` and `npm test` install first when node_modules does not match package-lock.json. */
const lock = {
  packages: {
    '': { name: 'vuoro' },
    functions: { name: 'functions' },
    'node_modules/react': { version: '19.2.0' },
    'node_modules/functions': { link: true },
    'node_modules/@rollup/rollup-darwin-arm64': { version: '4.67.4', optional: true },
    'functions/node_modules/zod': { version: '4.1.0' },
  },
};
const installed = (packages: Record<string, { version: string }>) => ({ packages });
const stale = (have: ReturnType<typeof installed> | null) => staleReason(lock, have) as string | null;

describe('staleReason', () => {
  it('installs when nothing is installed', () => {
    expect(stale(null)).toBe('no dependencies installed yet');
  });

  it('installs when a locked package is missing or in another version', () => {
    expect(stale(installed({ 'node_modules/react': { version: '19.2.0' } }))).toBe('functions/node_modules/zod is missing');
    expect(
      stale(installed({ 'node_modules/react': { version: '18.3.1' }, 'functions/node_modules/zod': { version: '4.1.0' } })),
    ).toBe('node_modules/react is 18.3.1, the lockfile says 19.2.0');
  });

  it('installs when npm recorded a package whose folder is gone', () => {
    const have = installed({ 'node_modules/react': { version: '19.2.0' }, 'functions/node_modules/zod': { version: '4.1.0' } });
    expect(staleReason(lock, have, (path: string) => path !== 'node_modules/react')).toBe('node_modules/react is missing');
  });

  it("goes on when every locked package is there (another platform's optional ones and extras do not count)", () => {
    const have = installed({
      'node_modules/react': { version: '19.2.0' },
      'functions/node_modules/zod': { version: '4.1.0' },
      'node_modules/left-over': { version: '1.0.0' },
    });
    expect(stale(have)).toBeNull();
  });
});
