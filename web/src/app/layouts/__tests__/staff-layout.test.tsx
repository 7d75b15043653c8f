import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousRoles, rolesFromClaims } from '@vuoro/domain';
import { i18n, initI18n, resetApi, stubApi, wrap } from '@/features/shifts/customer/__tests__/harness';
import messages from '@/locales/en/messages.json';

/**
 * The employee's menu (issue 23, items 2, 12, 15; issue 24): one GetTopAlerts read counts the
 * time changes waiting for an answer ("Upcoming shifts"), the suggestions ("Open shifts") and the
 * unread messages, notices and news ("Messages"); the logo goes to the employee's home, not the
 * public landing page, while signed in.
 */
let session: { user: object | null; roles: ReturnType<typeof rolesFromClaims>; secondFactor: boolean; actingAs: boolean };
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const { StaffLayout } = await import('../staff-layout');
const { NotFoundPage } = await import('../../not-found-page');

beforeAll(async () => {
  await initI18n();
  i18n.addResourceBundle('en', 'messages', messages);
});
afterEach(() => {
  cleanup();
  resetApi();
});
const employee = () => ({ user: {}, roles: rolesFromClaims({ employee: true }), secondFactor: false, actingAs: false });
const signedOut = () => ({ user: null, roles: anonymousRoles, secondFactor: false, actingAs: false });

const alerts = (over: Partial<Record<string, number>> = {}) => ({
  body: { unreadMessages: 0, unreadNotices: 0, unreadNews: 0, timeChangesWaiting: 0, offersWaiting: 0, bankAccountMissing: false, ...over },
});
const TOP_ALERTS = 'GET /v1/Employee/GetTopAlerts';

const menu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getAllByRole('navigation', { name: 'Main menu' }).at(-1)!);
};

describe('StaffLayout', () => {
  it('one GetTopAlerts read counts time changes, suggestions and unread messages, notices and news, in words for a screen reader', async () => {
    session = employee();
    const calls = stubApi({
      [TOP_ALERTS]: alerts({ timeChangesWaiting: 2, offersWaiting: 2, unreadMessages: 2, unreadNotices: 1, unreadNews: 1 }),
    });
    wrap(<StaffLayout>page</StaffLayout>);
    const nav = menu();
    expect(await nav.findByRole('link', { name: 'Upcoming shifts (2 time changes to confirm)' }, { timeout: 5000 })).toBeTruthy();
    expect(await nav.findByRole('link', { name: 'Open shifts (2 suggestions waiting for your answer)' })).toBeTruthy();
    expect(await nav.findByRole('link', { name: 'Messages (4 unread messages, notices and news items)' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/v1/Employee/GetTopAlerts']);
  });

  it('reads the counts again when a screen says one changed, showing what the screen knows at once', async () => {
    session = employee();
    const calls = stubApi({ [TOP_ALERTS]: [alerts({ unreadMessages: 3 }), alerts({ unreadMessages: 1 })] });
    const { staffAlertsChanged } = await import('@/lib/staff-alerts');
    wrap(<StaffLayout>page</StaffLayout>);
    const nav = menu();
    expect(
      await nav.findByRole('link', { name: 'Messages (3 unread messages, notices and news items)' }, { timeout: 5000 }),
    ).toBeTruthy();
    act(() => staffAlertsChanged({ unreadMessages: 2 }));
    expect(nav.getByRole('link', { name: 'Messages (2 unread messages, notices and news items)' })).toBeTruthy();
    expect(await nav.findByRole('link', { name: 'Messages (1 unread message, notice or news item)' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('shows no count when nothing waits', async () => {
    session = employee();
    const calls = stubApi({ [TOP_ALERTS]: alerts() });
    wrap(<StaffLayout>page</StaffLayout>);
    await waitFor(() => expect(calls).toHaveLength(1));
    const nav = menu();
    expect(nav.getByRole('link', { name: 'Upcoming shifts' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Open shifts' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('keeps the signed-in employee in the app: the logo and "Back to home" go to his home', () => {
    session = employee();
    stubApi({ [TOP_ALERTS]: alerts() });
    wrap(
      <StaffLayout>
        <NotFoundPage />
      </StaffLayout>,
    );
    expect(screen.getByRole('link', { name: 'Vuoro' }).getAttribute('href')).toBe('/shifts/upcoming');
    expect(screen.getByRole('link', { name: 'Back to the front page' }).getAttribute('href')).toBe('/shifts/upcoming');
  });

  it('signed out, asks nothing and home is the public landing page', () => {
    session = signedOut();
    const calls = stubApi({});
    wrap(
      <StaffLayout>
        <NotFoundPage />
      </StaffLayout>,
    );
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Vuoro' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to the front page' }).getAttribute('href')).toBe('/');
  });
});
