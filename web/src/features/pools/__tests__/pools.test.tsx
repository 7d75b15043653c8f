import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmployeePoolConnectionView } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import pools from '@/locales/en/pools.json';
import validation from '@/locales/en/validation.json';
import { resetApi, stubApi, type Script } from '@/lib/__tests__/stub-api';
import PoolsRoute from '../routes/pools';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, errors, labels, pools, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetApi();
});

const LIST = 'GET /v1/Pool/Employee/PoolConnections';
const connection = (over: Partial<EmployeePoolConnectionView>): EmployeePoolConnectionView => ({
  id: 'sp-eero_pool-rooms',
  poolId: 'pool-rooms',
  poolName: 'Kerroshoidon pooli',
  customer: 'Hotelli Aurora',
  contractType: 'fixedTerm',
  state: 'new',
  placeOfWork: { id: 'pow-rooms', name: 'Kerroshoito', address: 'Mannerheimintie 1', city: 'Helsinki' },
  lastShiftDate: null,
  since: '2026-11-28T08:00:00.000Z',
  ...over,
});
const invitation = connection({});
const warehouse = connection({
  id: 'sp-eero_pool-warehouse',
  poolId: 'pool-warehouse',
  poolName: 'Varaston keikkalaiset',
  customer: 'Logistiikka Pohjola',
  contractType: 'onCall',
  state: 'accepted',
  placeOfWork: { id: 'pow-w', name: 'Varasto', address: null, city: null },
  lastShiftDate: '2026-11-10T05:00:00.000Z',
});

function show(script: Script) {
  const calls = stubApi(script, '/pools');
  render(
    <I18nextProvider i18n={i18n}>
      <main>
        <PoolsRoute />
      </main>
    </I18nextProvider>,
  );
  return calls;
}

describe('/pools', () => {
  it('invitations first, then the pools with state, contract type, place with a map link and last shift; axe clean', async () => {
    show({ [LIST]: { body: { connections: [invitation, warehouse] } } });
    expect(await screen.findByRole('heading', { name: '1 invitation' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Kerroshoidon pooli', 'Varaston keikkalaiset']);
    expect(cards[0]!.textContent).toContain('Fixed term');
    expect(cards[0]!.textContent).toContain('No shifts yet');
    expect(within(cards[0]!).getByRole('link', { name: /Mannerheimintie 1, Helsinki/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Mannerheimintie%201%2C%20Helsinki',
    );
    expect(within(cards[0]!).getByRole('button', { name: 'Accept Kerroshoidon pooli' })).toBeInTheDocument();
    expect(cards[1]!.textContent).toContain('On call work');
    expect(cards[1]!.textContent).toContain('Accepted');
    expect(cards[1]!.textContent).toContain('10.11.2026');
    expect(within(cards[1]!).queryByRole('button', { name: /Accept/ })).toBeNull();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('accepting sends the answer and reloads the list', async () => {
    const calls = show({
      [LIST]: [{ body: { connections: [invitation] } }, { body: { connections: [{ ...invitation, state: 'accepted' }] } }],
      [`PUT /v1/Pool/Employee/Invitation/Accept/${invitation.id}`]: {
        body: { connection: { ...invitation, state: 'accepted' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Kerroshoidon pooli' }));
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My pools' })).toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      LIST,
      `PUT /v1/Pool/Employee/Invitation/Accept/${invitation.id}`,
      LIST,
    ]);
  });

  it('leaving asks first; Back sends nothing; a failure says the spec text and keeps the question', async () => {
    const calls = show({
      [LIST]: { body: { connections: [warehouse] } },
      [`DELETE /v1/Pool/Employee/PoolConnections/${warehouse.id}`]: { status: 503, body: { error: 'unavailable' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave pool Varaston keikkalaiset' }));
    const question = screen.getByText(/Leave the pool Varaston keikkalaiset\?/);
    await waitFor(() => expect(question).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Leave pool Varaston keikkalaiset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not handle pool request');
    expect(screen.getByText(/Leave the pool Varaston keikkalaiset\?/)).toBeInTheDocument();
  });

  it("rejecting asks first; an invitation already answered says the domain's text", async () => {
    show({
      [LIST]: { body: { connections: [invitation] } },
      [`PUT /v1/Pool/Employee/Invitation/Reject/${invitation.id}`]: {
        status: 409,
        body: { error: 'validation:poolInvitationNotOpen' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Kerroshoidon pooli' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pool invitation has already been answered');
  });

  it('no pools: says so', async () => {
    show({ [LIST]: { body: { connections: [] } } });
    expect(await screen.findByText('No pools or invitations')).toBeInTheDocument();
  });
});
