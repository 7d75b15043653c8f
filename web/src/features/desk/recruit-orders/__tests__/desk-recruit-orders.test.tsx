import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DeskRecruitOrderView } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import customer from '@/locales/en/customer.json';
import desk from '@/locales/en/desk.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import { resetApi, stubApi, type Script } from '@/lib/__tests__/stub-api';
import { expectAxeClean } from '../../__tests__/scripted-api';
import DeskRecruitOrdersRoute from '../../routes/desk-recruit-orders';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, customer, desk, errors, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetApi();
});

const order = (over: Partial<DeskRecruitOrderView> = {}): DeskRecruitOrderView => ({
  id: 'ro-1',
  state: 'new',
  customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
  placeOfWork: { id: 'pow-kitchen', name: 'Keittiö', city: 'Helsinki' },
  professionTitle: { id: 'pt-cook', name: 'Kokki' },
  amount: 2,
  contractType: 'FixedTerm',
  estimatedStartDate: '2026-12-01',
  estimatedEndDate: '2027-01-31',
  estimatedThreeWeekWorkingTime: 112.5,
  requiredLanguages: ['Finnish', 'English'],
  additionalInfo: 'Hygiene passport',
  sentBy: { name: 'Maria Lehtonen', email: 'maria@example.test' },
  sentAt: '2026-11-29T08:00:00.000Z',
  jobId: null,
  ...over,
});

function show(s: Script) {
  const calls = stubApi(s, '/desk/recruit-orders');
  const location = memoryLocation({ path: '/desk/recruit-orders' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <main>
          <DeskRecruitOrdersRoute />
        </main>
      </Router>
    </I18nextProvider>,
  );
  return calls;
}

describe('the desk recruit orders', () => {
  it('lists an order with its facts, asks once more, creates the assignment and links to it', async () => {
    const user = userEvent.setup();
    const converted = order({ state: 'converted', jobId: 'job-1' });
    const calls = show({
      'GET /v1/Desk/RecruitOrders': [{ body: { orders: [order()] } }, { body: { orders: [converted] } }],
      'PUT /v1/Desk/RecruitOrders/ro-1/Assignment': { status: 201, body: { order: converted } },
    });
    const card = (await screen.findByRole('heading', { name: 'Kokki × 2' })).closest('li')!;
    expect(within(card).getByText('Keittiö, Helsinki')).toBeInTheDocument();
    expect(within(card).getByText('1.12.2026\u2060–\u206031.1.2027')).toBeInTheDocument();
    expect(within(card).getByText('Finnish and English')).toBeInTheDocument();
    expect(within(card).getByText('Maria Lehtonen <maria@example.test>, 29.11.2026 10.00')).toBeInTheDocument();
    await expectAxeClean();

    await user.click(within(card).getByRole('button', { name: 'Create assignment' }));
    expect(screen.getByText('Create an assignment “Kokki” for Hotelli Aurora from this order?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, create the assignment' }));
    await waitFor(() => expect(screen.getByText('Assignment created.').parentElement).toHaveFocus());
    expect(await screen.findByRole('link', { name: 'Open the assignment' })).toHaveAttribute('href', '/assignments/job-1');
    expect(screen.queryByRole('button', { name: 'Create assignment' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('says when the order was already handled', async () => {
    const user = userEvent.setup();
    show({
      'GET /v1/Desk/RecruitOrders': { body: { orders: [order()] } },
      'PUT /v1/Desk/RecruitOrders/ro-1/Assignment': { status: 409, body: { error: 'recruitOrderHandled' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Create assignment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, create the assignment' }));
    expect(await screen.findByText('This order has already been handled.')).toBeInTheDocument();
  });
});
