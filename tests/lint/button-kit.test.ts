import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The UI kit rule of eslint.config.js (issue 21): outside web/src/lib/ui a screen styles no
 * button itself, neither with the kit's class strings nor with a look of its own, so every
 * action has the kit's 44 px target and busy state. Sources exist only in memory, placed as if
 * they were files of a feature.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const KIT = expect.stringContaining('Style actions with the UI kit');

async function kitErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const inFeature = 'web/src/features/shifts/components/x.tsx';

describe('UI kit buttons (no-restricted-syntax)', () => {
  it('refuses a raw button look on a <button>, an <a> and a <Link>', async () => {
    const source = [
      "import { Link } from 'wouter';",
      'export const A = () => (',
      '  <div>',
      '    <button type="button" className="rounded-lg bg-brand-700 px-5 py-2 text-white">Save</button>',
      '    <a href="/x" className={`px-4 py-2 rounded-lg border ${"mt-2"}`}>Go</a>',
      '    <Link href="/y" className="inline-flex rounded-lg border px-3">Open</Link>',
      '  </div>',
      ');',
      '',
    ].join('\n');
    expect(await kitErrors(inFeature, source)).toEqual([KIT, KIT, KIT]);
  });

  it("refuses the kit's class strings outside the kit", async () => {
    const source = [
      "import { buttonClass } from '@/lib/ui/button';",
      "import { actionClass } from '@/lib/ui/actions';",
      'export const A = () => <button type="button" className={buttonClass.primary}>{actionClass.secondary}</button>;',
      '',
    ].join('\n');
    expect(await kitErrors(inFeature, source)).toEqual([KIT, KIT]);
  });

  it('allows the kit, inputs and chips with their own classes, and the kit inside itself', async () => {
    const source = [
      "import { Button } from '@/lib/ui/button';",
      'export const A = () => (',
      '  <div>',
      '    <Button variant="secondary" className="mt-3">Save</Button>',
      '    <input className="mt-1 block w-full rounded-lg border px-3 py-2" />',
      '    <button type="button" className="rounded-full bg-brand-100 px-2.5 text-sm">Remove</button>',
      '  </div>',
      ');',
      '',
    ].join('\n');
    expect(await kitErrors(inFeature, source)).toEqual([]);
    const kit = 'export const B = () => <button type="button" className="rounded-lg bg-brand-700 px-5">x</button>;\n';
    expect(await kitErrors('web/src/lib/ui/y.tsx', kit)).toEqual([]);
  });

  it('still refuses fetch in the files the rule exempts for now', async () => {
    const source = "export const load = () => fetch('/v1/x');\n";
    expect(await kitErrors('web/src/lib/ui/y.tsx', source)).toEqual([expect.stringContaining('never call fetch')]);
    expect(await kitErrors(inFeature, source)).toEqual([expect.stringContaining('never call fetch')]);
  });
});
