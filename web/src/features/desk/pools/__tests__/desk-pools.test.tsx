import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import common from '@/locales/en/common.json';
import desk from '@/locales/en/desk.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import pools from '@/locales/en/pools.json';
import validation from '@/locales/en/validation.json';
import { resetApi, stubApi, type Script } from '@/lib/__tests__/stub-api';
import DeskPoolsRoute from '../../routes/desk-pools';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, desk, errors, labels, pools, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetApi();
});

const REQUESTS = 'GET /v1/Desk/Pools/Requests';
const request = {
  id: 'sp-eero_pool-kitchen',
  pool: { id: 'pool-kitchen', name: 'Keittiön vakiotekijät' },
  customer: { id: 'c1', name: 'Hotelli Aurora' },
  employee: { id: 'sp-eero', name: 'Eero Nieminen' },
  contractType: 'onCall',
  requestedBy: 'Maria Lehtonen',
  since: '2026-11-29T08:00:00.000Z',
};
const script = (over: Script = {}): Script => ({
  [REQUESTS]: { body: { requests: [] } },
  'GET /v1/Desk/Pools': {
    body: {
      pools: [
        {
          id: 'pool-rooms',
          name: 'Kerroshoidon pooli',
          customer: { id: 'c1', name: 'Hotelli Aurora' },
          placeOfWork: { id: 'p', name: 'Kerroshoito' },
          members: 2,
        },
      ],
    },
  },
  'GET /v1/Desk/Messages/Audience': {
    body: {
      placesOfWork: [],
      professionTitles: [],
      employees: [{ id: 'sp-eero', name: 'Eero Nieminen', placeOfWork: null, passive: false }],
    },
  },
  'GET /v1/Desk/Pools/Connections': {
    body: {
      connections: [
        {
          id: 'sp-olena_pool-rooms',
          employee: { id: 'sp-olena', name: 'Olena Kovalenko' },
          state: 'accepted',
          contractType: 'forNow',
          since: '2026-11-20T08:00:00.000Z',
        },
      ],
    },
  },
  ...over,
});

function show(s: Script) {
  const calls = stubApi(s, '/desk/pools');
  const location = memoryLocation({ path: '/desk/pools' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <main>
          <DeskPoolsRoute />
        </main>
      </Router>
    </I18nextProvider>,
  );
  return calls;
}

async function pick() {
  await userEvent.selectOptions(await screen.findByLabelText('Pool'), 'pool-rooms');
  const combo = screen.getByRole('combobox', { name: 'Employee' });
  await userEvent.type(combo, 'Eero');
  await userEvent.click(await screen.findByRole('option', { name: /Eero Nieminen/ }));
}

describe('/desk/pools', () => {
  it("says what is missing; lists the pool's connections; invites after asking; axe clean", async () => {
    const calls = show(
      script({
        'PUT /v1/Desk/Pools/Invite': {
          status: 201,
          body: {
            connection: {
              id: 'sp-eero_pool-rooms',
              employee: { id: 'sp-eero', name: 'Eero Nieminen' },
              state: 'new',
              contractType: 'onCall',
              since: '2026-11-29T08:00:00.000Z',
            },
          },
        },
      }),
    );
    await screen.findByRole('option', { name: 'Hotelli Aurora: Kerroshoidon pooli (2 members)' });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Choose a pool', { selector: 'p' })).toBeInTheDocument();
    await pick();
    await userEvent.selectOptions(screen.getByLabelText('Contract type'), 'onCall');
    const list = await screen.findByRole('region', { name: 'Who is in Kerroshoidon pooli' });
    expect(await within(list).findByText('Olena Kovalenko')).toBeInTheDocument();
    expect(list.textContent).toContain('Accepted');
    expect(list.textContent).toContain('For now (indefinite)');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      screen.getByText('Invite Eero Nieminen to the pool Kerroshoidon pooli of Hotelli Aurora? They get a message about it.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, invite' }));
    expect(await screen.findByText('Invitation sent to Eero Nieminen')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      poolId: 'pool-rooms',
      employeeId: 'sp-eero',
      contractType: 'onCall',
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/Desk/Pools/Connections')).toHaveLength(2));
  });

  it('an employee already invited: says so and keeps the choices', async () => {
    show(script({ 'PUT /v1/Desk/Pools/Invite': { status: 409, body: { error: 'poolConnectionExists' } } }));
    await screen.findByRole('option', { name: /Kerroshoidon pooli/ });
    await pick();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The employee is already invited to this pool or in it');
    expect(screen.getByLabelText('Pool')).toHaveValue('pool-rooms');
    expect(within(document.body).getByRole('combobox', { name: 'Employee' })).toHaveValue('Eero Nieminen');
  });

  it("the customers' waiting requests on top: approve at once; the list and the pools reload", async () => {
    const calls = show(
      script({
        [REQUESTS]: [{ body: { requests: [request] } }, { body: { requests: [] } }],
        [`PUT /v1/Desk/Pools/Requests/${request.id}/Approve`]: {
          body: { connection: { ...request, state: 'new', contractType: 'onCall' } },
        },
      }),
    );
    const requests = await screen.findByRole('region', { name: "Customers' requests waiting for approval" });
    const row = await within(requests).findByRole('listitem');
    expect(row.textContent).toContain('Eero Nieminen to the pool Keittiön vakiotekijät of Hotelli Aurora');
    expect(row.textContent).toContain('On call work');
    expect(row.textContent).toContain('asked by Maria Lehtonen on 29.11.2026');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve Eero Nieminen' }));
    expect(await screen.findByText('Approved: Eero Nieminen got an invitation to the pool')).toBeInTheDocument();
    expect(await within(requests).findByText('No requests waiting')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/Desk/Pools')).toHaveLength(2));
  });

  it('declining asks first; Back sends nothing; a request already handled says why', async () => {
    const calls = show(
      script({
        [REQUESTS]: { body: { requests: [request] } },
        [`PUT /v1/Desk/Pools/Requests/${request.id}/Decline`]: {
          status: 409,
          body: { error: 'validation:poolApprovalNotPending' },
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Eero Nieminen' }));
    const question = screen.getByText(
      'Decline the request to add Eero Nieminen to the pool Keittiön vakiotekijät? The customer sees the request removed.',
    );
    await waitFor(() => expect(question).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Decline Eero Nieminen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pool membership is not waiting for approval');
  });
});
