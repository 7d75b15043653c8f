import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rolesFromClaims } from '@vuoro/domain';
import { initI18n, resetApi, stubApi, wrap } from '@/features/shifts/customer/__tests__/harness';

/** The customer's menu: the shifts item carries how many worked shifts wait for acceptance. */
let session: { user: object | null; roles: ReturnType<typeof rolesFromClaims>; secondFactor: boolean; actingAs: boolean };
/** When the session is known (`settledSession`): at once, unless a test holds it back. */
let sessionKnown: Promise<void> = Promise.resolve();
vi.mock('@/lib/session', () => ({ useSession: () => session, settledSession: () => sessionKnown.then(() => session) }));
// The app's i18next instance is not started here; the test's own instance (the harness's) shows the texts.
const chosen: string[] = [];
vi.mock('@/lib/i18n', () => ({ initialDetection: null, chooseLanguage: async (lng: string) => void chosen.push(lng) }));
const { CustomerLayout } = await import('../customer-layout');

beforeAll(initI18n);
afterEach(() => {
  cleanup();
  resetApi();
});
const customer = () => ({ user: {}, roles: rolesFromClaims({ customerIds: ['c1'] }), secondFactor: false, actingAs: false });

describe('CustomerLayout', () => {
  it('shows the count beside "Shifts", said in words to a screen reader', async () => {
    session = customer();
    const calls = stubApi({ 'GET /v1/Shift/Customer/UnapprovedShiftCount': { body: { count: 3 } } });
    wrap(<CustomerLayout>page</CustomerLayout>);
    const nav = within(screen.getByRole('navigation', { name: /./ }));
    const link = await nav.findByRole('link', { name: 'Shifts (3 waiting for acceptance)' });
    expect(link.getAttribute('href')).toBe('/customer/shifts');
    expect(calls.map((c) => c.path)).toEqual(['/v1/Shift/Customer/UnapprovedShiftCount']);
  });

  it('shows no count when none waits', async () => {
    session = customer();
    const calls = stubApi({ 'GET /v1/Shift/Customer/UnapprovedShiftCount': { body: { count: 0 } } });
    wrap(<CustomerLayout>page</CustomerLayout>);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(screen.getByRole('navigation', { name: /./ })).getByRole('link', { name: 'Shifts' })).toBeTruthy();
  });

  it('reaches every customer screen: the header row for the work, Contact us in the footer and at the end of the phone menu', async () => {
    session = customer();
    const calls = stubApi({ 'GET /v1/Shift/Customer/UnapprovedShiftCount': { body: { count: 0 } } });
    wrap(<CustomerLayout>page</CustomerLayout>);
    await waitFor(() => expect(calls).toHaveLength(1));
    const header = within(screen.getByRole('navigation', { name: /./ }));
    expect(header.getByRole('link', { name: 'Recruit order' }).getAttribute('href')).toBe('/customer/recruit-order');
    expect(header.queryByRole('link', { name: 'Contact us' })).toBeNull();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/customer/contact-us');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menus = screen.getAllByRole('navigation', { name: /./ });
    const phone = within(menus.at(-1)!);
    const names = phone.getAllByRole('link').map((a) => a.textContent);
    expect(names.slice(-2)).toEqual(['Contact us', 'Sign out']);
    expect(names).toContain('Recruit order');
  });

  it('asks nothing for a user who may not open the shifts', () => {
    session = { ...customer(), user: null };
    const calls = stubApi({});
    wrap(<CustomerLayout>page</CustomerLayout>);
    expect(calls).toEqual([]);
  });

  it("keeps a signed-in staff user's choice of language on their record (PUT /v1/User/Language), where the server reads it", async () => {
    session = customer();
    const calls = stubApi({
      'GET /v1/Shift/Customer/UnapprovedShiftCount': { body: { count: 0 } },
      'PUT /v1/User/Language': { body: null },
    });
    wrap(<CustomerLayout>page</CustomerLayout>);
    fireEvent.change(screen.getByRole('combobox', { name: 'Choose language' }), { target: { value: 'uk' } });
    expect(chosen).toEqual(['uk']);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/v1/User/Language', query: {}, body: { Culture: 'uk' } },
      ]),
    );
  });

  it('keeps a choice made while the session still loads, once the session shows a staff user', async () => {
    session = { user: null, roles: rolesFromClaims({}), secondFactor: false, actingAs: false };
    let known = () => {};
    sessionKnown = new Promise((resolve) => (known = resolve));
    const calls = stubApi({ 'PUT /v1/User/Language': { body: null } });
    wrap(<CustomerLayout>page</CustomerLayout>);
    fireEvent.change(screen.getByRole('combobox', { name: 'Choose language' }), { target: { value: 'sv' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    session = customer();
    known();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/v1/User/Language', query: {}, body: { Culture: 'sv' } },
      ]),
    );
    sessionKnown = Promise.resolve();
  });

  it('saves nothing for a visitor who is not signed in', async () => {
    session = { user: null, roles: rolesFromClaims({}), secondFactor: false, actingAs: false };
    const calls = stubApi({});
    wrap(<CustomerLayout>page</CustomerLayout>);
    fireEvent.change(screen.getByRole('combobox', { name: 'Choose language' }), { target: { value: 'ru' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
