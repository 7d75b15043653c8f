import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousRoles, rolesFromClaims } from '@vuoro/domain';
import { initI18n, resetApi, stubApi, wrap } from '@/features/shifts/customer/__tests__/harness';
import { employeeShiftView } from '@/features/shifts/__tests__/employee-shift-view';

/**
 * The employee's menu (issue 23, items 2, 12, 15): "Upcoming shifts" counts the time changes
 * waiting for an answer and "Open shifts" the suggestions, read from the existing routes; the
 * logo goes to the employee's home, not the public landing page, while signed in.
 */
let session: { user: object | null; roles: ReturnType<typeof rolesFromClaims>; secondFactor: boolean; actingAs: boolean };
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const { StaffLayout } = await import('../staff-layout');
const { NotFoundPage } = await import('../../not-found-page');

beforeAll(initI18n);
afterEach(() => {
  cleanup();
  resetApi();
});
const employee = () => ({ user: {}, roles: rolesFromClaims({ employee: true }), secondFactor: false, actingAs: false });
const signedOut = () => ({ user: null, roles: anonymousRoles, secondFactor: false, actingAs: false });

const view = (id: string, day: string) =>
  employeeShiftView({ id, day, start: `${day}T05:00:00.000Z`, end: `${day}T13:00:00.000Z`, timeChange: 'pendingConfirmation' });
const NO_CHOICES = { days: [], placesOfWork: [], professionTitles: [] };
const offer = (kind: 'open' | 'single' | 'bundle', id: string) => ({
  kind,
  id,
  state: 'suggested',
  suggestedAt: kind === 'open' ? null : '2026-11-20T10:00:00.000Z',
  shifts: [view(`${id}-s`, '2026-12-03')],
});

const menu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getAllByRole('navigation', { name: 'Main menu' }).at(-1)!);
};

describe('StaffLayout', () => {
  it('counts the time changes and the suggestions waiting for an answer, in words for a screen reader', async () => {
    session = employee();
    const calls = stubApi({
      'GET /v1/Shift/Employee/UpcomingShifts': { body: { shifts: [view('a', '2026-12-01'), view('b', '2026-12-02')] } },
      'GET /v1/Shift/Employee/SuggestedOrOpenShifts': {
        body: { total: 3, offers: [offer('open', 'o1'), offer('single', 'g1'), offer('bundle', 'g2')], choices: NO_CHOICES },
      },
    });
    wrap(<StaffLayout>page</StaffLayout>);
    const nav = menu();
    expect(await nav.findByRole('link', { name: 'Upcoming shifts (2 time changes to confirm)' }, { timeout: 5000 })).toBeTruthy();
    expect(await nav.findByRole('link', { name: 'Open shifts (2 suggestions waiting for your answer)' })).toBeTruthy();
    const asked = calls.map((c) => `${c.path}?${new URLSearchParams(c.query).toString()}`).sort();
    expect(asked).toEqual([
      '/v1/Shift/Employee/SuggestedOrOpenShifts?skip=0&take=50',
      '/v1/Shift/Employee/UpcomingShifts?state=changesNeedConfirmation',
    ]);
  });

  it('shows no count when nothing waits', async () => {
    session = employee();
    const calls = stubApi({
      'GET /v1/Shift/Employee/UpcomingShifts': { body: { shifts: [] } },
      'GET /v1/Shift/Employee/SuggestedOrOpenShifts': { body: { total: 1, offers: [offer('open', 'o1')], choices: NO_CHOICES } },
    });
    wrap(<StaffLayout>page</StaffLayout>);
    await waitFor(() => expect(calls).toHaveLength(2));
    const nav = menu();
    expect(nav.getByRole('link', { name: 'Upcoming shifts' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Open shifts' })).toBeTruthy();
  });

  it('keeps the signed-in employee in the app: the logo and "Back to home" go to his home', () => {
    session = employee();
    stubApi({
      'GET /v1/Shift/Employee/UpcomingShifts': { body: { shifts: [] } },
      'GET /v1/Shift/Employee/SuggestedOrOpenShifts': { body: { total: 0, offers: [] } },
    });
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
