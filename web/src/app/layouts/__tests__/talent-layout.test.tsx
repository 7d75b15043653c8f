import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rolesFromClaims, SUPPORTED_LANGUAGES } from '@vuoro/domain';
import { i18n, initI18n, wrap } from '@/features/shifts/customer/__tests__/harness';

/**
 * The recruiter's menu (issue 27, item 10): one header row at 1280 px in every language, the
 * rarely used screens under "More" (and at the end of the phone menu).
 */
let session: { user: object | null; roles: ReturnType<typeof rolesFromClaims>; secondFactor: boolean; actingAs: boolean };
vi.mock('@/lib/session', () => ({ useSession: () => session }));
vi.mock('@/lib/i18n', () => ({ initialDetection: null, chooseLanguage: async () => {} }));
const { TalentLayout } = await import('../talent-layout');

const locales = import.meta.glob<{ default: Record<string, unknown> }>('@/locales/*/common.json', { eager: true });
beforeAll(async () => {
  await initI18n();
  for (const [path, module] of Object.entries(locales)) {
    i18n.addResourceBundle(/locales\/(\w+)\/common/.exec(path)![1]!, 'common', module.default, true, true);
  }
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
const recruiter = () => ({ user: {}, roles: rolesFromClaims({ admin: true }), secondFactor: true, actingAs: false });
const header = () => within(screen.getAllByRole('navigation', { name: /./ })[0]!);

/**
 * What the header row holds at 1280 px: 1248 px inside the padding, of which the logo, the
 * language switch and the gaps take about 300; each item's padding and gap about 20 px; the
 * labels (14 px semibold) average under 9.5 px a letter, Cyrillic included. So the labels of the
 * row's items (menu, "More" and "Sign out") fit in one line within 80 letters; the old eight-item
 * row was 110 in Finnish and wrapped.
 */
const ROW_LETTERS = 80;

describe('TalentLayout for a recruiter', () => {
  it('keeps the rarely used screens under "More", which opens from the keyboard', async () => {
    session = recruiter();
    wrap(<TalentLayout>page</TalentLayout>);
    expect(
      header()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Talents', 'Assignments', 'Shifts', 'Find talents', 'Vacancies']);
    const more = await header().findByRole('button', { name: /More/ });
    more.focus();
    fireEvent.keyDown(more, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Catalogues', '/catalogs'],
      ['User roles', '/claims-screen'],
      ['Restore user', '/restoreuser'],
    ]);
  });

  it('lists every screen in the phone menu, the "More" ones before Sign out', () => {
    session = recruiter();
    wrap(<TalentLayout>page</TalentLayout>);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const phone = within(screen.getAllByRole('navigation', { name: /./ }).at(-1)!);
    expect(phone.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Talents',
      'Assignments',
      'Shifts',
      'Find talents',
      'Vacancies',
      'Catalogues',
      'User roles',
      'Restore user',
      'Sign out',
    ]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the header row fits one line at 1280 px', async (lng) => {
    await i18n.changeLanguage(lng);
    session = recruiter();
    wrap(<TalentLayout>page</TalentLayout>);
    const more = await header().findByRole('button');
    const row = [
      ...header()
        .getAllByRole('link')
        .map((a) => a.textContent!),
      more.textContent!.replace('▾', '').trim(),
      i18n.t('nav.signOut', { lng }),
    ];
    expect(row.join('').length, row.join(' | ')).toBeLessThanOrEqual(ROW_LETTERS);
  });
});
