import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousRoles, routes } from '@vuoro/domain';
import { initI18n, wrap } from '@/features/shifts/customer/__tests__/harness';

/** The footer every layout shares (AppShell): the accessibility statement is one link away from every page. */
vi.mock('@/lib/session', () => ({
  useSession: () => ({ user: null, roles: anonymousRoles, secondFactor: false, actingAs: false }),
}));
vi.mock('@/lib/i18n', () => ({ initialDetection: null, chooseLanguage: async () => undefined }));
const { PublicLayout } = await import('../public-layout');

beforeAll(initI18n);
afterEach(cleanup);

describe('PublicLayout footer', () => {
  it('links to the accessibility statement beside the account help', () => {
    wrap(<PublicLayout>page</PublicLayout>);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Accessibility statement' }).getAttribute('href')).toBe(routes.accessibility.href());
    expect(footer.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Help with creating an account',
      'Accessibility statement',
    ]);
  });
});
