import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { addAgencyDays, calendarDay, dayInDateFormat, earliestStartDay } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import customer from '@/locales/en/customer.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import { resetApi, stubApi, type Script } from '@/lib/__tests__/stub-api';
import RecruitOrderRoute from '../routes/recruit-order';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, customer, errors, labels, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetApi();
});

const tomorrow = earliestStartDay(new Date());
const day = (n: number) => calendarDay(addAgencyDays(new Date(), n));

const script = (over: Script = {}): Script => ({
  'GET /v1/RecruitOrder/RecruitOrderView': {
    body: {
      customers: [{ id: 'c-aurora', name: 'Hotelli Aurora' }],
      placesOfWork: [
        {
          id: 'pow-kitchen',
          name: 'Keittiö',
          customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
          address: null,
          city: 'Helsinki',
          phone: null,
        },
      ],
      contractTypes: ['FixedTerm', 'Framework', 'Indefinite'],
      languages: ['Finnish', 'English'],
      earliestStartDate: tomorrow,
    },
  },
  'GET /v1/RecruitOrder/CustomerProfessionTitleOptions': {
    body: { professionTitles: [{ id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } }] },
  },
  'PUT /v1/RecruitOrder/SendRecruitOrder': { status: 201, body: { id: 'ro-1', sentAt: '2026-11-29T10:00:00.000Z' } },
  ...over,
});

function show(s: Script) {
  const calls = stubApi(s, '/customer/recruit-order');
  const location = memoryLocation({ path: '/customer/recruit-order' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <main>
          <RecruitOrderRoute />
        </main>
      </Router>
    </I18nextProvider>,
  );
  return calls;
}

const sends = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/v1/RecruitOrder/SendRecruitOrder');

async function fill(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await user.selectOptions(await screen.findByLabelText(/Place of business/), 'pow-kitchen');
  await screen.findByRole('option', { name: 'Cook' });
  await user.selectOptions(screen.getByLabelText(/Profession title/), 'pt-cook');
  await user.type(screen.getByLabelText(/Number of employees/), '2');
  await user.selectOptions(screen.getByLabelText(/Contract type/), 'FixedTerm');
  await user.type(screen.getByLabelText(/Estimated start date/), start);
  await user.type(screen.getByLabelText(/Estimated end date/), end);
  await user.type(screen.getByLabelText(/Estimated working hours/), '112,5');
  await user.click(screen.getByRole('checkbox', { name: 'Finnish' }));
  await user.type(screen.getByLabelText(/Additional info/), 'Hygiene passport');
}

describe('the recruit order form', () => {
  it("says each rule under its field in the spec's words and sends nothing until the order is right", async () => {
    const user = userEvent.setup();
    const calls = show(script());
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    const place = screen.getByLabelText(/Place of business/);
    expect(place).toHaveFocus();
    expect(place).toHaveAccessibleDescription('Field is required');
    expect(screen.getAllByText('Field is required')).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'Finnish' }).closest('fieldset')).toHaveAccessibleDescription(
      'Field is required',
    );

    await fill(user, day(30), day(10));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(screen.getByLabelText(/Estimated start date/)).toHaveAccessibleDescription(
      `At the earliest ${dayInDateFormat(tomorrow)} Estimated start date cannot be later than estimated end date`,
    );
    expect(sends(calls)).toEqual([]);

    await user.clear(screen.getByLabelText(/Estimated end date/));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Estimated end date is required for a fixed-term contract')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Estimated end date/), day(60));
    await user.clear(screen.getByLabelText(/Estimated start date/));
    await user.type(screen.getByLabelText(/Estimated start date/), calendarDay(new Date()));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Estimated start date must be in the future')).toBeInTheDocument();
    expect(sends(calls)).toEqual([]);

    await user.clear(screen.getByLabelText(/Estimated start date/));
    await user.type(screen.getByLabelText(/Estimated start date/), tomorrow);
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Thank you, your order was sent. The agency will contact you.')).toBeInTheDocument();
    expect(sends(calls).map((c) => (c as { body?: unknown }).body)).toEqual([
      {
        customerId: 'c-aurora',
        placeOfWork: 'pow-kitchen',
        professionTitle: 'pt-cook',
        amount: 2,
        contractType: 'FixedTerm',
        estimatedStartDate: tomorrow,
        estimatedEndDate: day(60),
        estimatedThreeWeekWorkingTime: 112.5,
        requiredLanguages: ['Finnish'],
        additionalInfo: 'Hygiene passport',
      },
    ]);
    // A new empty form.
    await waitFor(() => expect(screen.getByLabelText(/Place of business/)).toHaveValue(''));
    expect(screen.getByLabelText(/Additional info/)).toHaveValue('');
  });

  it('keeps everything typed when the send fails, and says so in the spec words', async () => {
    const user = userEvent.setup();
    show(script({ 'PUT /v1/RecruitOrder/SendRecruitOrder': { status: 500, body: { error: 'Something went wrong' } } }));
    await fill(user, tomorrow, day(40));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send the order, please try again later');
    expect(screen.getByLabelText(/Profession title/)).toHaveValue('pt-cook');
    expect(screen.getByLabelText(/Estimated end date/)).toHaveValue(day(40));
    expect(screen.getByLabelText(/Additional info/)).toHaveValue('Hygiene passport');
  });

  it("shows the server's field errors at their fields", async () => {
    const user = userEvent.setup();
    show(
      script({
        'PUT /v1/RecruitOrder/SendRecruitOrder': {
          status: 400,
          body: { error: 'Invalid input', issues: [{ path: 'estimatedStartDate', message: 'validation:startDateNotInFuture' }] },
        },
      }),
    );
    await fill(user, tomorrow, day(40));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Estimated start date must be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText(/Estimated start date/)).toHaveFocus();
  });

  it("says 'Failed to fetch profession titles, please try again later' and retries; axe clean", async () => {
    const user = userEvent.setup();
    show(
      script({
        'GET /v1/RecruitOrder/CustomerProfessionTitleOptions': [
          { status: 500, body: { error: 'Something went wrong' } },
          { body: { professionTitles: [{ id: 'pt-cook', name: 'Kokki', names: {} }] } },
        ],
      }),
    );
    expect(await screen.findByText('Failed to fetch profession titles, please try again later')).toBeInTheDocument();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Kokki' })).toBeInTheDocument();
  });
});
