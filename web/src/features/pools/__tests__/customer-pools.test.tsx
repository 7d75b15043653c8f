import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerPoolView } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import pools from '@/locales/en/pools.json';
import validation from '@/locales/en/validation.json';
import { resetApi, stubApi, type Script } from '@/lib/__tests__/stub-api';
import CustomerPoolsRoute from '../routes/customer-pools';

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

const LIST = 'GET /v1/Pool/Customer/EmployeesAndSuggestions';
const ADD = 'PUT /v1/Pool/Customer/Employees/Add';
const TITLES = 'GET /v1/Pool/Customer/ProfessionTitles';
const titles = {
  body: {
    professionTitles: [
      { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } },
      { id: 'pt-waiter', name: 'Tarjoilija', names: { en: 'Waiter' } },
    ],
  },
};
const kitchen: CustomerPoolView = {
  id: 'pool-kitchen',
  name: 'Keittiön vakiotekijät',
  customer: { id: 'hotelli-aurora', name: 'Hotelli Aurora Oy' },
  placeOfWork: { id: 'pow-kitchen', name: 'Hotelli Aurora, keittiö' },
  members: [
    {
      id: 'sp-olena_pool-kitchen',
      employee: { id: 'sp-olena', name: 'Olena Kovalenko' },
      state: 'accepted',
      contractType: 'forNow',
      lastShiftDate: '2026-11-20T05:00:00.000Z',
      since: '2026-08-01T08:00:00.000Z',
    },
  ],
  suggestions: [{ employee: { id: 'sp-eero', name: 'Eero Nieminen' }, lastShiftDate: '2026-11-28T05:00:00.000Z' }],
};
const rooms: CustomerPoolView = {
  ...kitchen,
  id: 'pool-rooms',
  name: 'Kerroshoidon pooli',
  placeOfWork: { id: 'pow-rooms', name: 'Hotelli Aurora, kerrossiivous' },
  members: [],
  suggestions: [],
};
const eeroAsked = {
  id: 'sp-eero_pool-kitchen',
  employee: { id: 'sp-eero', name: 'Eero Nieminen' },
  state: 'waitingForApproval',
  contractType: 'onCall',
  lastShiftDate: '2026-11-28T05:00:00.000Z',
  since: '2026-11-29T08:00:00.000Z',
} as const;

function show(script: Script) {
  const calls = stubApi({ [TITLES]: titles, ...script }, '/customer/pools');
  render(
    <I18nextProvider i18n={i18n}>
      <main>
        <CustomerPoolsRoute />
      </main>
    </I18nextProvider>,
  );
  return calls;
}

describe('/customer/pools', () => {
  it('the first pool: members with state, contract type and last shift; suggestions; pools by place; axe clean', async () => {
    show({ [LIST]: { body: { pools: [kitchen, rooms] } } });
    const members = await screen.findByRole('region', { name: 'Members of Keittiön vakiotekijät' });
    const olena = within(members).getByRole('listitem');
    expect(olena.textContent).toContain('Olena Kovalenko');
    expect(olena.textContent).toContain('Accepted');
    expect(olena.textContent).toContain('For now (indefinite)');
    expect(olena.textContent).toContain('Last shift: 20.11.2026');
    const add = screen.getByRole('region', { name: 'Add to pool' });
    expect(within(add).getByRole('listitem').textContent).toContain('Last shift: 28.11.2026');
    const picker = screen.getByLabelText('Pool');
    expect(
      within(picker)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Hotelli Aurora, keittiö', 'Hotelli Aurora, kerrossiivous']);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await userEvent.selectOptions(picker, 'pool-rooms');
    expect(screen.getByText('Nobody in this pool yet')).toBeInTheDocument();
    expect(screen.getByText('Nobody else has worked at this place in the last two years.')).toBeInTheDocument();
  });

  it('Add to pool needs a contract type, then asks the agency and reloads', async () => {
    const calls = show({
      [LIST]: [
        { body: { pools: [kitchen] } },
        { body: { pools: [{ ...kitchen, members: [eeroAsked, ...kitchen.members], suggestions: [] }] } },
      ],
      [ADD]: { status: 201, body: { member: eeroAsked } },
    });
    const button = await screen.findByRole('button', { name: 'Add to pool Eero Nieminen' });
    fireEvent.click(button);
    expect(screen.getByText('Choose a contract type', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Contract type'), 'onCall');
    fireEvent.click(button);
    const asked = await screen.findByText(
      'The agency was asked to add Eero Nieminen to the pool Keittiön vakiotekijät: waiting for approval',
    );
    await waitFor(() => expect(asked.closest('[tabindex="-1"]')).toHaveFocus());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      poolId: 'pool-kitchen',
      employeeId: 'sp-eero',
      contractType: 'onCall',
    });
    const members = screen.getByRole('region', { name: 'Members of Keittiön vakiotekijät' });
    await waitFor(() => expect(members.textContent).toContain('Waiting for approval'));
  });

  it('a failed add says the spec text and keeps the choice', async () => {
    show({ [LIST]: { body: { pools: [kitchen] } }, [ADD]: { status: 503, body: { error: 'unavailable' } } });
    await userEvent.selectOptions(await screen.findByLabelText('Contract type'), 'fixedTerm');
    fireEvent.click(screen.getByRole('button', { name: 'Add to pool Eero Nieminen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not handle pool request');
    expect(screen.getByLabelText('Contract type')).toHaveValue('fixedTerm');
  });

  it('Remove asks first (hard to take back); Back sends nothing; then removes and reloads', async () => {
    const calls = show({
      [LIST]: [{ body: { pools: [kitchen] } }, { body: { pools: [{ ...kitchen, members: [] }] } }],
      'DELETE /v1/Pool/Customer/Employees/sp-olena_pool-kitchen': { body: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Olena Kovalenko' }));
    const question = screen.getByText(/Remove Olena Kovalenko from the pool Keittiön vakiotekijät\? This is hard to take back/);
    await waitFor(() => expect(question).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Olena Kovalenko' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Olena Kovalenko was removed from the pool Keittiön vakiotekijät')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Nobody in this pool yet')).toBeInTheDocument());
  });

  it('a failed load offers a retry; no pools says so', async () => {
    show({ [LIST]: [{ status: 503, body: { error: 'unavailable' } }, { body: { pools: [] } }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No pools yet')).toBeInTheDocument();
  });

  it("the suggestions by the profession worked at the place, in the user's language", async () => {
    const calls = show({
      [LIST]: [{ body: { pools: [kitchen] } }, { body: { pools: [{ ...kitchen, suggestions: [] }] } }],
    });
    const filter = await screen.findByLabelText('Worked there as');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any profession', 'Cook', 'Waiter']);
    await userEvent.selectOptions(filter, 'pt-waiter');
    expect(
      await screen.findByText('Nobody outside the pool has worked at this place as Waiter in the last two years.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/Pool/Customer/EmployeesAndSuggestions').map((c) => c.query)).toEqual([
      {},
      { professionTitleId: 'pt-waiter' },
    ]);
    expect(filter).toHaveFocus();
  });
});
