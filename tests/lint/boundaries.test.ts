import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The feature boundary of eslint.config.js (CONVENTIONS.md: a feature never imports another
 * feature), run through ESLint's Node API on sources that exist only in memory, placed as if
 * they were files of a feature. The features come from the folders under web/src/features, so
 * `talent-cards` (a folder the hand-written list once missed) is held to the rule like any other.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const BOUNDARY = expect.stringContaining('A feature never imports another feature');

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('feature boundaries (import-x/no-restricted-paths)', () => {
  const inTalentCards = 'web/src/features/talent-cards/x.ts';

  it('refuses another feature imported through the @/ alias', async () => {
    const source =
      "import { talentListFields } from '@/features/talents/api/talent-pages';\nexport const x = talentListFields;\n";
    expect(await boundaryErrors(inTalentCards, source)).toEqual([BOUNDARY]);
    const model = "import { fileErrors } from '@/features/registration/model';\nexport const x = fileErrors;\n";
    expect(await boundaryErrors('web/src/features/talents/x.ts', model)).toEqual([BOUNDARY]);
  });

  it('refuses another feature imported by a relative path', async () => {
    const source = "import { talentListFields } from '../talents/api/talent-pages';\nexport const x = talentListFields;\n";
    expect(await boundaryErrors(inTalentCards, source)).toEqual([BOUNDARY]);
  });

  it('allows the feature itself (by alias too) and lib/', async () => {
    const source = [
      "import { useTalentCard } from '@/features/talent-cards/api/read-talent-card';",
      "import { safeFileName } from '@/lib/talent-files';",
      'export const x = [useTalentCard, safeFileName];',
      '',
    ].join('\n');
    expect(await boundaryErrors(inTalentCards, source)).toEqual([]);
  });
});

describe('domain layers and shared texts (import-x/no-restricted-paths)', () => {
  const BOTTOM = expect.stringContaining('domain/src/texts is the bottom layer');
  const NO_WEB = expect.stringContaining('Functions do not import web code');

  it('refuses the bottom layer (domain/src/texts) importing anything above it in the domain', async () => {
    const upward = [
      "import { TEXT_LIMITS } from '../constants';",
      "import { emailField } from '../validation/email';",
      "import { docId } from '../entities/common';",
      'export const x = [TEXT_LIMITS, emailField, docId];',
      '',
    ].join('\n');
    expect(await boundaryErrors('domain/src/texts/x.ts', upward)).toEqual([BOTTOM, BOTTOM, BOTTOM]);
  });

  it('allows the bottom layer its own files, and the schemas above to import it', async () => {
    const own = "import { validationMessages } from './messages';\nexport const x = validationMessages;\n";
    expect(await boundaryErrors('domain/src/texts/x.ts', own)).toEqual([]);
    const above = "import { validationMessages } from '../texts/messages';\nexport const x = validationMessages;\n";
    expect(await boundaryErrors('domain/src/validation/x.ts', above)).toEqual([]);
    expect(await boundaryErrors('domain/src/entities/x.ts', above)).toEqual([]);
  });

  it("refuses a function reading the web's locales: texts both need come from the domain", async () => {
    const source = "import en from '../../../../web/src/locales/en/common.json';\nexport const x = en;\n";
    expect(await boundaryErrors('functions/src/staffApi/calendar/x.ts', source)).toEqual([NO_WEB]);
    const domain = "import { SHARED_TEXTS } from '@vuoro/domain';\nexport const x = SHARED_TEXTS.calendarFeed;\n";
    expect(await boundaryErrors('functions/src/staffApi/calendar/x.ts', domain)).toEqual([]);
  });
});
