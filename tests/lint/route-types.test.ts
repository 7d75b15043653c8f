import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A route is complete by type (issue 21): a group's handler map is `Handlers<typeof
 * xxxContracts>` (functions/src/lib/api/app.ts), so a contract without a handler, a handler
 * without a contract, and a route group the Staff API does not mount are compile errors. The
 * fixtures under tests/fixtures/route-types are left out of every tsc project (so `npm run
 * typecheck` stays green) and compiled here with the tests' own compiler options.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => `${root}tests/fixtures/route-types/${name}.ts`;
const names = ['complete', 'missing-handler', 'extra-handler', 'missing-group'] as const;

function diagnosticsByFixture(): Record<(typeof names)[number], { code: number; text: string }[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tests/tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(names.map(fixture), config.options);
  const byName = {} as Record<(typeof names)[number], { code: number; text: string }[]>;
  for (const name of names) {
    byName[name] = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(fixture(name)))
      .map((d) => ({ code: d.code, text: ts.flattenDiagnosticMessageText(d.messageText, '\n') }));
  }
  return byName;
}

describe('route handler maps are complete by type', () => {
  let found: ReturnType<typeof diagnosticsByFixture>;
  // One program for the four fixtures: compiling the functions' types takes several seconds.
  beforeAll(() => {
    found = diagnosticsByFixture();
  }, 120_000);

  it('compiles a complete map (the fixtures fail for the reason asserted, not for a broken import)', () => {
    expect(found.complete).toEqual([]);
  });

  it('refuses a contract without a handler', () => {
    expect(found['missing-handler']).toEqual([
      { code: 2741, text: expect.stringContaining("Property 'getMaintenanceHistory' is missing") },
    ]);
  });

  it('refuses a handler without a contract, in the map literal and in a map built apart', () => {
    expect(found['extra-handler']).toEqual([
      {
        code: 2561,
        text: expect.stringContaining("'getMaintenancePreInfoMesage' does not exist in type 'Handlers<"),
      },
      { code: 2345, text: expect.stringMatching(/getMaintenanceHistory[\s\S]*not assignable to type 'never'/) },
    ]);
  });

  it('refuses a Staff API that leaves out one of domain’s route groups', () => {
    // TypeScript names one missing group alone, and several in a list ("…properties from type …: user, customerShift, desk").
    expect(found['missing-group']).toEqual([
      {
        code: 2345,
        text: expect.stringMatching(/Property 'user' is missing|missing the following properties from type [\s\S]*: user\b/),
      },
    ]);
  });
});
