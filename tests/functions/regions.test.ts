import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@vuoro/domain';

/**
 * Every function the bundle exports — HTTPS, callable and Firestore trigger — is deployed to
 * europe-west1 (spec section 9). Read from the built bundle, as `firebase deploy` reads it.
 */
describe('function regions', () => {
  it('every exported function names europe-west1', () => {
    const require = createRequire(import.meta.url);
    const bundle = require(fileURLToPath(new URL('../../functions/lib/index.js', import.meta.url))) as Record<
      string,
      { __endpoint?: { region?: string[] } }
    >;
    const regions = Object.fromEntries(Object.entries(bundle).map(([name, fn]) => [name, fn.__endpoint?.region]));
    expect(Object.keys(regions).length).toBeGreaterThan(5);
    for (const [name, region] of Object.entries(regions)) expect([name, region]).toEqual([name, [FUNCTIONS_REGION]]);
  });
});
